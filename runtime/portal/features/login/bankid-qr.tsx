/**
 * portal §2 Login QR screen: title, three instruction lines and the 300×300 QR image, refreshed
 * every second while the order waits (§9 QR refresh 1000 ms: the newest content the sign-in poll
 * brought is drawn once a second); a fallback image when the image fails.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../app/translation.js';
import { POLLING } from '../../../../schemas/constants.js';
import { StepHeading } from './login-views.js';
import { QR_FALLBACK_SOURCE, QR_SIZE, qrImageSource } from './qr-image.js';

/** The latest `value`, taken once every `intervalMs`. */
function useSampled<T>(value: T, intervalMs: number): T {
  const latest = useRef(value);
  const [shown, setShown] = useState(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  useEffect(() => {
    const timer = setInterval(() => setShown(latest.current), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return shown;
}

export function BankIdQr({ qrData, onCancel }: { readonly qrData: string; readonly onCancel: () => void }) {
  const { t } = useTranslation();
  const content = useSampled(qrData, POLLING.QR_REFRESH_MS);
  const [image, setImage] = useState<{ readonly src?: string; readonly failed: boolean }>({ failed: false });
  useEffect(() => {
    let live = true;
    qrImageSource(content).then(
      (src) => live && setImage({ src, failed: false }),
      (error: unknown) => {
        console.error('Could not draw the QR code', error);
        if (live) setImage({ failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [content]);
  return (
    <section className="login-step" data-testid="bankid-qr-view">
      <StepHeading focus>{t('login.qr.title')}</StepHeading>
      <ol className="login-qr__steps">
        <li>{t('login.qr.step1')}</li>
        <li>{t('login.qr.step2')}</li>
        <li>{t('login.qr.step3')}</li>
      </ol>
      <div className="login-qr__frame">
        {image.failed ? (
          <img src={QR_FALLBACK_SOURCE} width={QR_SIZE} height={QR_SIZE} alt={t('login.qr.imageFailed')} data-testid="bankid-qr-fallback" />
        ) : image.src ? (
          <img src={image.src} width={QR_SIZE} height={QR_SIZE} alt={t('login.qr.imageAlt')} data-testid="bankid-qr" onError={() => setImage({ failed: true })} />
        ) : (
          <span className="spinner" role="status" aria-label={t('common.loading')} />
        )}
      </div>
      <button type="button" className="button button--ghost" onClick={onCancel}>{t('common.cancel')}</button>
    </section>
  );
}
