import { Modal } from 'antd';
import { AntdScope } from '../antd/AntdScope';
import { LoginForm } from './LoginForm';
import { closeLoginDialog, useLoginDialogOpen } from './login-dialog';

/**
 * The login dialog (spec 000 §2.16, 002 §2.8): 账号密码登录, 350 px wide, closed only by
 * its X, neither by a click outside nor by Esc. Loaded on first use, antd with it.
 */
export default function LoginDialog() {
  const open = useLoginDialogOpen();
  return (
    <AntdScope>
      <Modal
        open={open}
        title="账号密码登录"
        width={350}
        mask={{ closable: false }}
        keyboard={false}
        footer={null}
        onCancel={closeLoginDialog}
        destroyOnHidden
        centered
      >
        <LoginForm onLoggedIn={closeLoginDialog} />
      </Modal>
    </AntdScope>
  );
}
