import { lazy, Suspense, useState } from 'react';
import { useLoginDialogOpen } from './login-dialog';

const loadDialog = () => import('./LoginDialog');
const LoginDialog = lazy(loadDialog);

/** Mounted once in the layout; the dialog's code (form, login flow) arrives when first opened. */
export function LoginDialogHost() {
  const open = useLoginDialogOpen();
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  ) : null;
}

/** Starts fetching the dialog's code (antd's with it) early: a 登录 button is hovered, focused or pressed. */
export function preloadLoginDialog(): void {
  void loadDialog();
}
