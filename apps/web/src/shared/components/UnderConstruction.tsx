import { ToolOutlined } from '@ant-design/icons';
import { MESSAGES } from '@portal/shared/messages';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { StatusBlock } from './StatusBlock';

interface UnderConstructionProps {
  /** What is being built, e.g. 新闻资讯. */
  subject: string;
  /** Offer 返回首页 (not on the home page itself). */
  homeLink?: boolean;
}

/** The clear 建设中 state of a page whose feature is not built yet. */
export function UnderConstruction({ subject, homeLink = true }: UnderConstructionProps) {
  const navigate = useNavigate();
  return (
    <StatusBlock
      icon={<ToolOutlined className="status-block__icon" />}
      title={MESSAGES.underConstruction}
      description={`「${subject}」功能正在建设中，即将上线，敬请期待。`}
      actions={
        homeLink ? (
          <Button type="primary" onClick={() => navigate('/')}>
            返回首页
          </Button>
        ) : null
      }
    />
  );
}
