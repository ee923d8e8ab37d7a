/**
 * A small, valid PDF 1.4 of an invoice (number, dates, amount), written by hand so no PDF package is
 * needed: one page, Helvetica (a standard font, nothing embedded), and an exact cross-reference
 * table so every reader opens it without repair.
 */
import { invoiceTotalAmount, type Invoice } from '../../schemas/invoice.js';

/** Text for a PDF literal string: Latin-1 only (the standard fonts' encoding), with ( ) \ escaped. */
function pdfText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`);
}

export function invoiceLines(invoice: Invoice, currency = 'NOK'): string[] {
  const amount = invoiceTotalAmount(invoice);
  return [
    `Invoice ${invoice.invoiceNumber}`,
    `Invoice date: ${invoice.createDate}`,
    `Period from: ${invoice.startDate} (${invoice.month})`,
    `Due date: ${invoice.dueDate ?? 'missing'}`,
    `OCR: ${invoice.ocr}`,
    `Status: ${invoice.invoiceStatus}`,
    `Amount: ${amount === undefined ? '-' : `${amount.toFixed(2)} ${currency}`}`,
  ];
}

export function invoicePdf(invoice: Invoice, currency?: string): Buffer {
  const lines = invoiceLines(invoice, currency);
  const content = ['BT', '/F1 18 Tf', '72 770 Td', `(${pdfText(lines[0] ?? '')}) Tj`, '/F1 11 Tf', '0 -32 Td']
    .concat(lines.slice(1).flatMap((l) => [`(${pdfText(l)}) Tj`, '0 -18 Td']))
    .concat('ET')
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${pdfText(`Invoice ${invoice.invoiceNumber}`)}) /Producer (Ampere) >>`,
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
