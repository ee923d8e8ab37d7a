/** The server's own small HTML pages (placeholders, API docs, the outbox, the BankID simulator). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Ampere</title>
<style>
body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1b1f24}
code,pre{background:#f3f4f6;padding:.1rem .3rem;border-radius:4px}pre{padding:.6rem;overflow:auto}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e5e7eb;padding:.3rem .5rem;text-align:left;vertical-align:top}
.meta{color:#6b7280;font-size:.9em}.m{font-family:monospace;font-weight:600}.todo{color:#9ca3af}
a{color:#1d4ed8}button,input{font:inherit;padding:.4rem .6rem}
</style></head><body>${body}</body></html>`;
}
