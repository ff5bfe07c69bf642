import { ADD_MESSAGE_COUNTDOWN_S } from '@portal/shared/constants';
import { SITE_TEXTS } from '@portal/shared/site';
import { Button, Result } from 'antd';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { isAddMessageResult } from './add-message';
import { useCountdown } from './useCountdown';
import './about.css';
import { useDocumentMeta } from '../../shared/seo/document-meta';

const DESCRIPTION = '在线留言的提交结果。';

/**
 * /AddMessage (spec 000 §2.12, §4, §8): the outcome of the message form, then back to the
 * previous page when the 5 s countdown reaches 0 (home when there is no previous page).
 */
export default function AddMessagePage() {
  useDocumentMeta(undefined, DESCRIPTION);
  const location = useLocation();
  const navigate = useNavigate();
  const result = isAddMessageResult(location.state) ? location.state : null;
  // The first location of a visit has the key "default": there is no page of ours to go back to.
  const hasPrevious = location.key !== 'default';
  const goBack = useCallback(() => {
    if (hasPrevious) navigate(-1);
    else navigate(paths.home, { replace: true });
  }, [hasPrevious, navigate]);
  const seconds = useCountdown(ADD_MESSAGE_COUNTDOWN_S, goBack);

  const countdown = (
    <p className="add-message__countdown" aria-live="polite">
      <strong>{seconds}</strong> 秒后自动返回{hasPrevious ? '上一页' : '首页'}
    </p>
  );
  const back = (
    <Button type="primary" onClick={goBack}>
      {hasPrevious ? '立即返回' : '返回首页'}
    </Button>
  );

  return (
    <div className="container add-message">
      {result === null ? (
        <Result status="info" title="没有需要显示的留言结果" subTitle={countdown} extra={back} />
      ) : result.ok ? (
        <Result
          status="success"
          title="留言已提交"
          subTitle={
            <>
              {result.msg}
              {countdown}
            </>
          }
          extra={back}
        />
      ) : (
        <Result
          status="error"
          title={`${SITE_TEXTS.operationFailed}${result.msg}`}
          subTitle={countdown}
          extra={back}
        />
      )}
    </div>
  );
}
