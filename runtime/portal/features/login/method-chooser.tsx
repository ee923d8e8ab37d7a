/** portal §2 Login: with more than one configured method, the person chooses how to sign in. */
import { useTranslation } from '../../app/translation.js';
import type { PortalLoginMethod } from '../../../../schemas/auth.js';
import { StepHeading } from './login-views.js';

export function MethodChooser({ methods, focus, onChoose }: {
  readonly methods: readonly PortalLoginMethod[]; readonly focus: boolean; readonly onChoose: (method: PortalLoginMethod) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="login-step" data-testid="login-methods">
      <StepHeading focus={focus}>{t('login.chooseMethod')}</StepHeading>
      <ul className="login-choices">
        {methods.map((method, index) => (
          <li key={method}>
            <button
              type="button"
              className={index === 0 ? 'button button--large' : 'button button--large button--ghost'}
              onClick={() => onChoose(method)}
            >
              {t(`login.method.${method}`)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
