/**
 * portal §2 Invoices: "table of invoices (sorted by date descending) with sortable amount and status
 * columns. Each row: id, ocr, start date, due date (missing shows 'missing due date' text),
 * invoiceStatus (UNPAID or a paid state, translated); actions are hidden when the invoice object type
 * is 'missing'". Sortable headers are buttons and carry aria-sort; on a phone each row is a card.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from '../../app/translation.js';
import type { Currency } from '../../../../schemas/geography.js';
import type { Language } from '../../../../schemas/core/primitives.js';
import { invoiceTotalAmount, type Invoice } from '../../../../schemas/invoice.js';
import { formatDate, formatMoney } from '../../../format/index.js';
import { Icon } from '../../components/icons.js';
import { DEFAULT_INVOICE_SORT, canOpenInvoice, invoiceCurrency, nextSort, sortInvoices, type InvoiceSort, type InvoiceSortKey } from '../../components/invoice-rules.js';

interface SortHeaderProps {
  readonly column: InvoiceSortKey;
  readonly label: string;
  readonly sort: InvoiceSort;
  readonly onSort: (column: InvoiceSortKey) => void;
  readonly className?: string;
}

function SortHeader({ column, label, sort, onSort, className }: SortHeaderProps) {
  const active = sort.key === column;
  return (
    <th scope="col" className={`invoice-table__sortable ${className ?? ''}`} aria-sort={active ? sort.direction : undefined}>
      <button type="button" className="sort-button" onClick={() => onSort(column)} data-testid={`sort-${column}`}>
        {label}
        <Icon name="chevronDown" size={18} className={`sort-icon${active ? ` sort-icon--${sort.direction}` : ''}`} />
      </button>
    </th>
  );
}

export interface InvoiceTableProps {
  readonly invoices: readonly Invoice[];
  readonly currency: Currency;
  readonly language: Language;
  readonly onOpen: (invoice: Invoice) => void;
  /** The invoice being opened (its button waits). */
  readonly openingId?: string;
}

export function InvoiceTable({ invoices, currency, language, onOpen, openingId }: InvoiceTableProps) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<InvoiceSort>(DEFAULT_INVOICE_SORT);
  const rows = useMemo(() => sortInvoices(invoices, sort), [invoices, sort]);
  const onSort = (column: InvoiceSortKey) => setSort((s) => nextSort(s, column));
  const date = (d: string) => formatDate(d, { language });
  const label = {
    id: t('invoices.column.id'), ocr: t('invoices.column.ocr'), startDate: t('invoices.column.startDate'), dueDate: t('invoices.column.dueDate'),
    amount: t('invoices.column.amount'), status: t('invoices.column.status'), actions: t('invoices.column.actions'),
  };
  return (
    <div className="invoice-table-wrap">
      <table className="table invoice-table" data-testid="invoice-table">
        <caption className="visually-hidden">{t('invoices.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{label.id}</th>
            <th scope="col">{label.ocr}</th>
            <SortHeader column="date" label={label.startDate} sort={sort} onSort={onSort} />
            <th scope="col">{label.dueDate}</th>
            <SortHeader column="amount" label={label.amount} sort={sort} onSort={onSort} className="num" />
            <SortHeader column="status" label={label.status} sort={sort} onSort={onSort} />
            <th scope="col"><span className="visually-hidden">{label.actions}</span></th>
          </tr>
        </thead>
        <tbody>
          {rows.map((invoice) => {
            const amount = invoiceTotalAmount(invoice);
            const unpaid = invoice.invoiceStatus === 'UNPAID';
            return (
              <tr key={invoice.id} data-testid="invoice-row" data-invoice-id={invoice.id}>
                <th scope="row" data-label={label.id} className="invoice-table__id">{invoice.id}</th>
                <td data-label={label.ocr}>{invoice.ocr}</td>
                <td data-label={label.startDate}>{date(invoice.startDate)}</td>
                <td data-label={label.dueDate}>
                  {invoice.dueDate ? date(invoice.dueDate) : <span className="invoice-table__missing">{t('invoices.missingDueDate')}</span>}
                </td>
                <td data-label={label.amount} className="num" data-testid="invoice-amount">
                  {amount === undefined ? '–' : formatMoney(amount, invoiceCurrency(invoice, currency), language).text}
                </td>
                <td data-label={label.status}>
                  <span className={`badge ${unpaid ? 'badge--warning' : 'badge--success'}`} data-testid="invoice-status">{t(`invoices.status.${invoice.invoiceStatus}`)}</span>
                </td>
                <td className="invoice-table__actions">
                  {canOpenInvoice(invoice) ? (
                    <button
                      type="button"
                      className="button button--small button--ghost"
                      onClick={() => onOpen(invoice)}
                      aria-label={t('invoices.openNumbered', { id: invoice.id })}
                      aria-busy={openingId === invoice.id || undefined}
                    >
                      <Icon name="external" size={18} />
                      {t('invoices.open')}
                    </button>
                  ) : (
                    <span className="invoice-table__missing">{t('invoices.notAvailable')}</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
