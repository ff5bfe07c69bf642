import { PageFrame } from '../../shared/components/PageFrame';
import { usePageHandle } from '../../shared/components/page-handle';
import { RegisterForm } from './RegisterForm';
import './register.css';

/** /Register (spec 000 §2.14): become a tenant, a personal or an enterprise developer. */
export default function RegisterPage() {
  const handle = usePageHandle();
  return (
    <PageFrame title={handle?.title ?? '注册'} subtitle={handle?.summary}>
      <section className="register-card" aria-labelledby="register-card-title">
        <h2 id="register-card-title" className="register-card__title">
          注册账号
        </h2>
        <RegisterForm />
      </section>
    </PageFrame>
  );
}
