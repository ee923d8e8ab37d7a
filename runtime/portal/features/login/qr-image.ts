/**
 * The bank-id QR content (SignInSession.qrData, new every second) as a 300×300 image (portal §2
 * Login). The encoder loads on first use, so only people who scan a QR code download it.
 */
export const QR_SIZE = 300;

export async function qrImageSource(content: string): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(content, { type: 'svg', width: QR_SIZE, margin: 1, errorCorrectionLevel: 'L' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Shown when the QR image fails to load (portal §2 "a fallback image if it fails to load"): a crossed-out code frame. */
export const QR_FALLBACK_SOURCE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 30 30">'
  + '<rect width="30" height="30" fill="#f4f6f8"/>'
  + '<path d="M4 10V4h6M20 4h6v6M26 20v6h-6M10 26H4v-6" fill="none" stroke="#52606d" stroke-width="1.5"/>'
  + '<path d="M11 11l8 8M19 11l-8 8" stroke="#b3261e" stroke-width="1.5" stroke-linecap="round"/></svg>',
)}`;
