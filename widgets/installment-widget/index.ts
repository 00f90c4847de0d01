/**
 * Przelewy24's installment widget (SPEC §2 "Checkout page", §3 "Installment widget settings", §4
 * "Installment widget"; reference plugins §6.3). Root: an empty element inside the shipping-address block
 * (`#p24_installment`), mounted only once visible (registry strategy `visible`), so the provider's script
 * is not fetched while the block is hidden. Shown only when `p24InstallmentsData` is printed, `enabled` and
 * `show` are not false. The provider's SDK (`data-sdk` or P24_INSTALLMENTS_SDK_URL, one async script shared
 * by every mount) renders the `mini`/`max` widget into the root; with `showSimulator` its calculator modal
 * goes into a div on body and opens on a click on the widget. All figures come from the provider.
 */
import { P24_INSTALLMENTS_SDK_URL } from '../../shared/constants';
import { defineLegacyIsland } from '../../shared/island';
import { installmentParams } from '../../shared/params';

interface Part {
  render(id: string): unknown;
}
type App = new (config: Record<string, unknown>) => { create(name: string): Part | Promise<Part> };

let sdk: Promise<App> | undefined;
const provided = () => (globalThis as { InstallmentCalculatorApp?: App }).InstallmentCalculatorApp;

function loadSdk(src: string): Promise<App> {
  return (sdk ??= new Promise((resolve, reject) => {
    if (provided()) return resolve(provided()!);
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    script.onload = () =>
      provided() ? resolve(provided()!) : reject(new Error('InstallmentCalculatorApp is not defined'));
    script.onerror = () => reject(new Error(`${src} did not load`));
    document.head.append(script);
  }));
}

export default defineLegacyIsland({
  async mount({ root, signal, warn }) {
    const printed = (globalThis as { p24InstallmentsData?: unknown }).p24InstallmentsData !== undefined;
    const settings = printed ? installmentParams() : undefined;
    if (!settings?.enabled || !settings.show) {
      root.hidden = true;
      return;
    }
    root.id ||= 'p24_installment';
    const modalHost = document.createElement('div');
    modalHost.id = `${root.id}_modal`;
    const cleanup = () => {
      root.replaceChildren();
      modalHost.remove();
    };
    try {
      const app = new (await loadSdk(root.dataset.sdk || P24_INSTALLMENTS_SDK_URL))(settings.config);
      (await app.create(`${settings.widgetType === 'max' ? 'max' : 'mini'}-widget`)).render(root.id);
      if (settings.showSimulator) {
        document.body.append(modalHost);
        (await app.create('calculator-modal')).render(modalHost.id);
        root.addEventListener(
          'click',
          () => {
            const modal = document.getElementById('installment-calculator-modal');
            if (modal) modal.style.display = 'block';
          },
          { signal },
        );
      }
    } catch (error) {
      cleanup();
      root.hidden = true;
      warn('the Przelewy24 installment SDK failed; no widget', error);
      return;
    }
    if (signal.aborted) cleanup();
    return cleanup;
  },
});
