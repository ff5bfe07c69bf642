import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { PageFrame } from '../../shared/components/PageFrame';
import { usePageHandle } from '../../shared/components/page-handle';
import { LoginForm } from '../../shared/session/LoginForm';
import './login.css';

const goHome = () => window.location.assign(paths.home);

/** /Login (spec 000 §2.16): the login form as a page, with remember-me and the ways on. */
export default function LoginPage() {
  const handle = usePageHandle();
  return (
    <PageFrame title={handle?.title ?? '登录'} subtitle={handle?.summary}>
      <section className="login-card" aria-labelledby="login-card-title">
        <h2 id="login-card-title" className="login-card__title">
          账号密码登录
        </h2>
        <LoginForm
          withRemember
          // Operators stay in the portal: back home, reloaded with their session.
          follow={{ reload: goHome }}
          footer={
            <div className="login-card__links">
              <span>
                还没有账号？<Link to={paths.register}>注册</Link>
              </span>
              <Link to={paths.forget}>忘记密码</Link>
            </div>
          }
        />
      </section>
    </PageFrame>
  );
}
