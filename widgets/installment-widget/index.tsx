/**
 * Przelewy24's installment widget. Root: an empty element inside the shipping-address block
 * (`#p24_installment`), mounted only once visible (registry strategy `visible`), so the provider's script
 * is not fetched while the block is hidden. Shown only when `p24InstallmentsData` is printed, `enabled` and
 * `show` are not false. The provider's SDK (`data-sdk` or P24_INSTALLMENTS_SDK_URL, one async script shared
 * by every mount) renders the `mini`/`max` widget into the root; with `showSimulator` its calculator modal
 * goes into a div on body and opens on a click on the widget. All figures come from the provider.
 */
import { useLayoutEffect, useState } from 'react';
import { useListener, useParams } from '../../shared/hooks';
import { defineIsland, type IslandProps } from '../../shared/island';
import { installmentParams } from '../../shared/params-checkout';

// The provider's calculator SDK (defines `InstallmentCalculatorApp`). Not in shared/constants.ts: what only
// this island reads stays out of every page's boot.
const P24_INSTALLMENTS_SDK_URL =
  'https://apm.przelewy24.pl/installments/installment-calculator-app.umd.sdk.js';

interface Part {
  render(id: string): unknown;
}
type App = new (config: Record<string, unknown>) => { create(name: string): Part | Promise<Part> };
type Settings = ReturnType<typeof installmentParams>;

// The page's one copy of the provider's script, whichever mount asked first: a cache of a page resource,
// like an import, not state of any one widget.
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

/**
 * Has the SDK render the widget into `root`, and with the simulator its modal into `modalHost` (put on
 * body). Stops between steps once `live()` is false. Resolves whether the modal was rendered.
 */
async function renderWidget(
  root: HTMLElement,
  settings: Settings,
  modalHost: HTMLElement,
  live: () => boolean,
): Promise<boolean> {
  const app = new (await loadSdk(root.dataset.sdk || P24_INSTALLMENTS_SDK_URL))(settings.config);
  if (!live()) return false;
  (await app.create(`${settings.widgetType === 'max' ? 'max' : 'mini'}-widget`)).render(root.id);
  if (!settings.showSimulator || !live()) return false;
  document.body.append(modalHost);
  (await app.create('calculator-modal')).render(modalHost.id);
  return true;
}

function InstallmentWidget({ root, warn }: IslandProps<undefined>) {
  const settings = useParams(() =>
    (globalThis as { p24InstallmentsData?: unknown }).p24InstallmentsData !== undefined
      ? installmentParams()
      : undefined,
  );
  const [simulator, setSimulator] = useState(false);

  useLayoutEffect(() => {
    if (!settings?.enabled || !settings.show) {
      root.hidden = true;
      return;
    }
    root.id ||= 'p24_installment';
    const modalHost = document.createElement('div');
    modalHost.id = `${root.id}_modal`;
    let live = true;
    const cleanup = () => {
      root.replaceChildren();
      modalHost.remove();
    };
    renderWidget(root, settings, modalHost, () => live).then(
      (modal) => {
        if (!live)
          cleanup(); // unmounted while a step was under way
        else setSimulator(modal);
      },
      (error: unknown) => {
        cleanup();
        if (!live) return;
        root.hidden = true;
        warn('the Przelewy24 installment SDK failed; no widget', error);
      },
    );
    return () => {
      live = false;
      cleanup();
    };
  }, [root, settings, warn]);

  useListener(simulator ? root : null, 'click', () => {
    const modal = document.getElementById('installment-calculator-modal');
    if (modal) modal.style.display = 'block';
  });
  return null;
}

export default defineIsland({ name: 'installment-widget', Component: InstallmentWidget });
