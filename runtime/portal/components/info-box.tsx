/**
 * portal §2 Shell "Info box: optional alert icon, header, body, optional close button"; the tenant's
 * infoBoxCloseButtonHidden removes the close button everywhere.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../app/translation.js';
import { useTenant } from '../app/context.js';
import { Icon } from './icons.js';

export interface InfoBoxProps {
  readonly header?: ReactNode;
  readonly body: ReactNode;
  readonly alert?: boolean;
  readonly closable?: boolean;
  readonly children?: ReactNode;
  readonly testId?: string;
}

export function InfoBox({ header, body, alert = false, closable = true, children, testId }: InfoBoxProps) {
  const { t } = useTranslation();
  const { config } = useTenant();
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  return (
    <section className={`info-box${alert ? ' info-box--alert' : ''}`} role={alert ? 'alert' : 'status'} data-testid={testId}>
      {alert && <Icon name="alert" className="info-box__icon" />}
      {!alert && <Icon name="info" className="info-box__icon" />}
      <div className="info-box__content">
        {header && <h2 className="info-box__header">{header}</h2>}
        <div className="info-box__body">{body}</div>
        {children}
      </div>
      {closable && !config.infoBoxCloseButtonHidden && (
        <button type="button" className="icon-button info-box__close" onClick={() => setClosed(true)}>
          <Icon name="close" size={20} />
          <span className="visually-hidden">{t('infoBox.close')}</span>
        </button>
      )}
    </section>
  );
}
