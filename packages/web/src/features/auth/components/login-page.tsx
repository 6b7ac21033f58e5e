import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AlertCircle, ArrowLeft } from 'lucide-react';
import { LogoMark } from '../../../components/logo';
import { ThemeToggle } from '../../../components/theme-toggle';
import { useSession } from '../../../lib/session';
import { loginErrorText, useLogin } from '../api/login';
import '../auth.css';

type FieldName = 'username' | 'password' | 'organization_code';

/** The sign-in page: username, password and organization code; a failure shows its text. */
export function LoginPage() {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const loginMutation = useLogin();
  const [values, setValues] = useState<Record<FieldName, string>>({
    username: '',
    password: '',
    organization_code: '',
  });
  // The error is local state, so it starts empty whenever the page opens.
  const [error, setError] = useState<string | null>(null);
  /** What each empty field needs, shown after a submit with it empty. */
  const [missing, setMissing] = useState<Partial<Record<FieldName, string>>>({});
  const loading = loginMutation.isPending;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const name = event.target.name as FieldName;
    setValues((current) => ({ ...current, [name]: event.target.value }));
    setError(null);
    setMissing(({ [name]: _cleared, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const username = values.username.trim();
    const organizationCode = values.organization_code.trim();
    if (loading) return;
    const needed: Partial<Record<FieldName, string>> = {};
    if (!username) needed.username = 'Enter your username';
    if (!values.password) needed.password = 'Enter your password';
    if (!organizationCode) needed.organization_code = 'Enter your organization code';
    setMissing(needed);
    if (Object.keys(needed).length > 0) {
      const first = Object.keys(needed)[0];
      if (first) document.getElementById(first)?.focus();
      return;
    }
    setError(null);
    try {
      const result = await loginMutation.mutateAsync({
        username,
        password: values.password,
        organization_code: organizationCode,
      });
      signIn(result.tokens, result.user);
      navigate('/chat', { replace: true });
    } catch (caught) {
      setError(loginErrorText(caught));
    }
  };

  return (
    <div className="auth-page">
      <header className="auth-topbar">
        <Link to="/" className="auth-back">
          <ArrowLeft size={16} aria-hidden /> Back to home
        </Link>
        <ThemeToggle />
      </header>
      <main className="auth-main">
        <div className="auth-card">
          <div className="auth-brand">
            <LogoMark size={40} />
            <h1>Sign in to AI Analyst</h1>
            <p>Enter your credentials and your organization code.</p>
          </div>
          <form className="auth-form" onSubmit={onSubmit} noValidate>
            {error && (
              <div className="alert alert-error" role="alert">
                <AlertCircle size={16} aria-hidden />
                <span>{error}</span>
              </div>
            )}
            <div className="field">
              <label htmlFor="username">Username</label>
              <input
                id="username"
                name="username"
                className="input"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                aria-required="true"
                aria-invalid={missing.username ? true : undefined}
                aria-describedby={missing.username ? 'username-error' : undefined}
                value={values.username}
                onChange={onChange}
                disabled={loading}
              />
              {missing.username && (
                <p className="field-error" id="username-error">
                  {missing.username}
                </p>
              )}
            </div>
            <div className="field">
              <label htmlFor="password">Password</label>
              <input
                id="password"
                name="password"
                type="password"
                className="input"
                autoComplete="current-password"
                aria-required="true"
                aria-invalid={missing.password ? true : undefined}
                aria-describedby={missing.password ? 'password-error' : undefined}
                value={values.password}
                onChange={onChange}
                disabled={loading}
              />
              {missing.password && (
                <p className="field-error" id="password-error">
                  {missing.password}
                </p>
              )}
            </div>
            <div className="field">
              <label htmlFor="organization_code">Organization Code</label>
              <input
                id="organization_code"
                name="organization_code"
                className="input"
                autoComplete="organization"
                autoCapitalize="characters"
                spellCheck={false}
                aria-required="true"
                aria-invalid={missing.organization_code ? true : undefined}
                aria-describedby={missing.organization_code ? 'organization_code-error' : undefined}
                value={values.organization_code}
                onChange={onChange}
                disabled={loading}
              />
              {missing.organization_code && (
                <p className="field-error" id="organization_code-error">
                  {missing.organization_code}
                </p>
              )}
            </div>
            <button type="submit" className="button button-primary button-lg button-block" disabled={loading}>
              {loading ? (
                <>
                  <span className="spinner spinner-sm" aria-hidden /> Signing in...
                </>
              ) : (
                'Sign In'
              )}
            </button>
          </form>
          <p className="auth-help">
            Need help accessing your account? Contact your system administrator for assistance.
          </p>
        </div>
      </main>
    </div>
  );
}
