/**
 * The left side of the login page (portal §2 Login): the tenant's configured methods, a chooser
 * when there is more than one, back buttons to it, 'no bank id' switching to private or password
 * login, support mode when the hash says so, and the cookie information with back navigation.
 */
import { useState } from 'react';
import { useTranslation } from '../../app/translation.js';
import type { PortalLoginMethod } from '../../../../schemas/auth.js';
import { useTenant } from '../../app/context.js';
import { useLocation } from '../../app/router.js';
import { BankIdLogin } from './bankid-login.js';
import { CookieInfo } from './cookie-info.js';
import { CredentialsLogin } from './credentials-login.js';
import { CustomerIdLogin } from './customer-id-login.js';
import { isSupportMode, noBankIdTarget } from './login-rules.js';
import { MethodChooser } from './method-chooser.js';
import { OpenIdLogin } from './openid-login.js';
import { PinLogin } from './pin-login.js';
import { SupportMode } from './support-mode.js';

type Step = { readonly kind: 'choose' } | { readonly kind: 'method'; readonly method: PortalLoginMethod } | { readonly kind: 'cookies'; readonly from: Step };

function MethodScreen({ method, onBack, onSwitch }: { readonly method: PortalLoginMethod; readonly onBack?: () => void; readonly onSwitch: (method: PortalLoginMethod) => void }) {
  const { config } = useTenant();
  switch (method) {
    case 'BANKID': {
      const target = noBankIdTarget(config.signInMethods);
      return <BankIdLogin qrOnly={config.bankIdQr} onBack={onBack} onNoBankId={target ? () => onSwitch(target) : undefined} />;
    }
    case 'USR_PIN':
      return <PinLogin onBack={onBack} />;
    case 'USR_PRIVATE':
    case 'USR_COMPANY':
      return <CustomerIdLogin key={method} method={method} onBack={onBack} />;
    case 'USR_PWD':
      return <CredentialsLogin screen="USR_PWD" onBack={onBack} />;
    case 'OPENID_WEB_VIEW':
      return <OpenIdLogin onBack={onBack} />;
  }
}

export function LoginForm() {
  const { t } = useTranslation();
  const { config } = useTenant();
  const { hash } = useLocation();
  const methods = config.signInMethods;
  const only = methods.length === 1 ? methods[0] : undefined;
  const [step, setStep] = useState<Step>(only ? { kind: 'method', method: only } : { kind: 'choose' });
  const [moved, setMoved] = useState(false);
  const go = (next: Step) => {
    setMoved(true);
    setStep(next);
  };

  let screen;
  if (step.kind === 'cookies') screen = <CookieInfo onBack={() => go(step.from)} />;
  else if (isSupportMode(hash)) screen = <SupportMode />;
  else if (step.kind === 'choose') screen = <MethodChooser methods={methods} focus={moved} onChoose={(method) => go({ kind: 'method', method })} />;
  else {
    screen = (
      <MethodScreen
        key={step.method}
        method={step.method}
        onBack={only ? undefined : () => go({ kind: 'choose' })}
        onSwitch={(method) => go({ kind: 'method', method })}
      />
    );
  }
  return (
    <>
      {screen}
      {step.kind !== 'cookies' && (
        <button type="button" className="link-button login-cookies-link" onClick={() => go({ kind: 'cookies', from: step })}>{t('login.cookies.link')}</button>
      )}
    </>
  );
}
