/**
 * The installment provider's widget (SPEC §2 "Checkout page", §3 "Installment widget settings", §4
 * "Installment widget"; reference plugins §6.3). Root: an empty element inside the shipping-address block
 * (`#p24_installment`). Rendered only when `p24InstallmentsData` is printed and its `enabled` is not false;
 * otherwise the root stays empty and hidden. Our own markup, no third-party script: `widgetType` `mini`
 * (one line) or `max` (with a longer description); `showSimulator` adds a button that opens a simple
 * installment table for the order amount (`config.amount`, grosze).
 */
import { defineIsland } from '../../shared/island';
import { installmentParams } from '../../shared/params';

const TERMS = [10, 20, 30];

function money(grosze: number): string {
  return `${(grosze / 100).toLocaleString('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} zł`;
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text = '',
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = text;
  return node;
}

export default defineIsland({
  mount({ root, signal }) {
    const printed = (globalThis as { p24InstallmentsData?: unknown }).p24InstallmentsData !== undefined;
    const settings = printed ? installmentParams() : undefined;
    if (!settings?.enabled) {
      root.hidden = true;
      return;
    }
    const amount = Number((settings.config as Record<string, unknown>).amount);
    const total = Number.isFinite(amount) && amount > 0 ? amount : 0;
    const longest = TERMS[TERMS.length - 1]!;
    const type = settings.widgetType === 'max' ? 'max' : 'mini';

    const widget = el('div', `p24-installment-widget p24-installment-widget--${type}`);
    widget.append(
      el(
        'p',
        'p24-installment-widget__lead',
        `Raty Przelewy24: od ${money(Math.ceil(total / longest))} miesięcznie`,
      ),
    );
    if (type === 'max')
      widget.append(
        el(
          'p',
          'p24-installment-widget__more',
          `Rozłóż zamówienie za ${money(total)} na ${TERMS.join(', ')} rat. Wniosek składasz online po wybraniu płatności ratalnej.`,
        ),
      );
    if (settings.showSimulator) {
      const button = el('button', 'p24-installment-widget__simulate button', 'Oblicz ratę');
      button.type = 'button';
      const table = el('table', 'p24-installment-widget__table');
      table.id = `${root.id || 'p24-installment'}-simulator`;
      table.hidden = true;
      const caption = el('caption', '', 'Szacunkowa wysokość raty (bez odsetek)');
      const body = el('tbody', '');
      for (const n of TERMS) {
        const row = el('tr', '');
        row.append(el('th', '', `${n} rat`), el('td', '', money(Math.ceil(total / n))));
        body.append(row);
      }
      table.append(caption, body);
      button.setAttribute('aria-expanded', 'false');
      button.setAttribute('aria-controls', table.id);
      button.addEventListener(
        'click',
        () => {
          table.hidden = !table.hidden;
          button.setAttribute('aria-expanded', String(!table.hidden));
        },
        { signal },
      );
      widget.append(button, table);
    }
    root.hidden = false;
    root.append(widget);
    return () => widget.remove();
  },
});
