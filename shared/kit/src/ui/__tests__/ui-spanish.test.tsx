// The UI kit's blocks in Spanish: dialogs, alert banners, load failures, spinners,
// back buttons and preset amounts say their own texts in the page's language, in place; texts
// a page passes in are shown as given.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@qcard/runtime/navigation/router';
import { englishOnPage, switchToSpanish } from '@qcard/kit/test-support/spanish';
import { AlertBanner } from '@qcard/kit/ui/alert-banner';
import { AmountPresets } from '@qcard/kit/ui/amount-presets';
import { BackButton } from '@qcard/kit/ui/back-button';
import { ConfirmDialog, ContinueStayDialog, InfoDialog } from '@qcard/kit/ui/dialog';
import { LoadFailed } from '@qcard/kit/ui/load-failed';
import { Spinner } from '@qcard/kit/ui/spinner';

describe('dialogs in Spanish', () => {
  it('confirm: title, question and the two choices switch while it is open', async () => {
    const user = userEvent.setup();
    const onNo = jest.fn();
    render(<ConfirmDialog open onYes={() => undefined} onNo={onNo} />);
    expect(screen.getByRole('alertdialog', { name: 'Confirm' })).toHaveTextContent(
      'Are you sure you want to delete?',
    );
    await switchToSpanish();
    const dialog = screen.getByRole('alertdialog', { name: 'Confirmar' });
    expect(dialog).toHaveTextContent('¿Está seguro de que desea eliminar?');
    expect(screen.getByRole('button', { name: 'Sí' })).toBeInTheDocument();
    // The safe choice still has the focus and Escape.
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onNo).toHaveBeenCalledTimes(1);
    expect(englishOnPage()).toEqual([]);
  });

  it('saved to cart: Continue and Stay Back, and an information dialog with OK', async () => {
    render(
      <>
        <ContinueStayDialog open onContinue={() => undefined} onStay={() => undefined} />
        <InfoDialog open message="Su pedido se envió." onOk={() => undefined} />
      </>,
    );
    await switchToSpanish();
    expect(screen.getByRole('dialog', { name: 'Agregado al carrito' })).toHaveTextContent(
      'Se agregaron los artículos al carrito',
    );
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quedarme aquí' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Información' })).toHaveTextContent(
      'Su pedido se envió.',
    );
    expect(screen.getByRole('button', { name: 'Aceptar' })).toBeInTheDocument();
    expect(englishOnPage()).toEqual([]);
  });

  it("a page's own title and labels are shown as given", async () => {
    render(
      <ConfirmDialog
        open
        title="Quitar grupos"
        message="¿Quitar 2 grupos?"
        yesLabel="QUITAR"
        noLabel="Cancelar"
        onYes={() => undefined}
        onNo={() => undefined}
      />,
    );
    await switchToSpanish();
    expect(screen.getByRole('alertdialog', { name: 'Quitar grupos' })).toHaveTextContent(
      '¿Quitar 2 grupos?',
    );
    expect(screen.getByRole('button', { name: 'QUITAR' })).toBeInTheDocument();
  });
});

describe('alerts and page blocks in Spanish', () => {
  it('an alert names its kind and its dismiss button', async () => {
    render(
      <>
        <AlertBanner type="danger" onDismiss={() => undefined}>
          La tarjeta está bloqueada.
        </AlertBanner>
        <AlertBanner type="success" target="/orders" onNavigate={() => undefined}>
          Pedido enviado.
        </AlertBanner>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Dismiss message' })).toBeInTheDocument();
    await switchToSpanish();
    expect(screen.getByRole('alert')).toHaveTextContent('Error: La tarjeta está bloqueada.');
    expect(screen.getByRole('status')).toHaveTextContent('Listo: Pedido enviado.');
    expect(screen.getByRole('link', { name: 'Ver' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar el mensaje' })).toBeInTheDocument();
    expect(englishOnPage()).toEqual([]);
  });

  it('a list that could not be loaded, a spinner, a back button and preset amounts', async () => {
    const onRetry = jest.fn();
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <LoadFailed what="Los empleados" onRetry={onRetry} />
        <Spinner />
        <BackButton fallback="/" />
        <AmountPresets value={null} onSelect={() => undefined} amounts={[1000, 1050]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Los empleados could not be loaded. Try again',
    );
    await switchToSpanish();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Los empleados no se pudieron cargar. Intentar de nuevo',
    );
    await user.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando');
    expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Montos predefinidos' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { pressed: false }).map((b) => b.textContent)).toEqual([
      '$10',
      '$10.50',
    ]);
    expect(englishOnPage()).toEqual([]);
  });
});
