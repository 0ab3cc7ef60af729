import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousViolations } from '../../forms/__tests__/test-helpers';
import { ConfirmDialog, ContinueStayDialog, InfoDialog } from '@qcard/kit/ui/dialog';
import { focusWhenEnabled } from '@qcard/kit/ui/focus-return';

function Harness({ onYes, onNo }: { onYes: () => void; onNo: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <button type="button">Elsewhere</button>
      <ConfirmDialog
        open={open}
        onYes={() => {
          onYes();
          setOpen(false);
        }}
        onNo={() => {
          onNo();
          setOpen(false);
        }}
      />
    </>
  );
}

it('confirm dialog: alertdialog labelled, focus trapped, Escape = No, focus restored', async () => {
  const user = userEvent.setup();
  const onYes = jest.fn();
  const onNo = jest.fn();
  render(<Harness onYes={onYes} onNo={onNo} />);
  const opener = screen.getByRole('button', { name: 'Delete' });
  await user.click(opener);
  const dialog = screen.getByRole('alertdialog', { name: 'Confirm' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveTextContent('Are you sure you want to delete?');
  const no = screen.getByRole('button', { name: 'No' });
  const yes = screen.getByRole('button', { name: 'Yes' });
  expect(no).toHaveFocus();
  await user.tab();
  expect(yes).toHaveFocus();
  await user.tab();
  expect(no).toHaveFocus(); // wrapped, never reaches "Elsewhere"
  await user.tab({ shift: true });
  expect(yes).toHaveFocus();
  expect(await seriousViolations(document.body)).toEqual([]);
  await user.keyboard('{Escape}');
  expect(onNo).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
  await user.click(opener);
  await user.click(screen.getByRole('button', { name: 'Yes' }));
  expect(onYes).toHaveBeenCalledTimes(1);
});

it('info dialog has OK; continue/stay dialog has Continue and Stay Back', async () => {
  const user = userEvent.setup();
  const onOk = jest.fn();
  const { rerender } = render(
    <InfoDialog
      open
      title="Password changed"
      message="Please login to the application with the new password"
      onOk={onOk}
    />,
  );
  expect(screen.getByRole('dialog', { name: 'Password changed' })).toHaveTextContent(
    'Please login to the application with the new password',
  );
  await user.click(screen.getByRole('button', { name: 'OK' }));
  expect(onOk).toHaveBeenCalled();
  const onContinue = jest.fn();
  const onStay = jest.fn();
  rerender(<ContinueStayDialog open onContinue={onContinue} onStay={onStay} />);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(onContinue).toHaveBeenCalled();
  await user.keyboard('{Escape}');
  expect(onStay).toHaveBeenCalled();
});

// Remove card: Yes disables its opener while the removal runs; when it fails, the opener is back
// and so is focus, not left on the page body.
function BusyOpener({ finish }: { finish: (done: () => void) => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <button type="button" disabled={busy} onClick={() => setOpen(true)}>
        Remove card
      </button>
      <ConfirmDialog
        open={open}
        onNo={() => setOpen(false)}
        onYes={() => {
          setOpen(false);
          setBusy(true);
          finish(() => setBusy(false));
        }}
      />
    </>
  );
}

it('an opener disabled by the choice made gets focus back when it is enabled again', async () => {
  const user = userEvent.setup();
  let done: () => void = () => undefined;
  render(<BusyOpener finish={(d) => (done = d)} />);
  const opener = screen.getByRole('button', { name: 'Remove card' });
  await user.click(opener);
  await user.click(screen.getByRole('button', { name: 'Yes' }));
  expect(opener).toBeDisabled();
  expect(opener).not.toHaveFocus();
  act(() => done());
  await waitFor(() => expect(opener).toHaveFocus());
});

// SAVE TO CART: disabled while it saves (the shell then owes it focus), the save opens Continue or
// Stay Back, and after Stay Back nothing is left to save: focus goes to the button's reason, beside
// it, rather than to the page body.
function SaveThenAsk({ finish }: { finish: (done: () => void) => void }) {
  const [saving, setSaving] = useState(false);
  const [changed, setChanged] = useState(true);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        disabled={saving || !changed}
        aria-describedby="save-why"
        onClick={() => {
          setSaving(true);
          finish(() => {
            setSaving(false);
            setChanged(false);
            setAsking(true);
          });
        }}
      >
        SAVE TO CART
      </button>
      <p id="save-why">{changed ? '1 change ready to save.' : 'Change an amount to save.'}</p>
      <ContinueStayDialog
        open={asking}
        onContinue={() => setAsking(false)}
        onStay={() => setAsking(false)}
      />
    </>
  );
}

it('a dialog opened while focus is owed to a busy button gives it to that button, or its reason while disabled', async () => {
  const user = userEvent.setup();
  let done: () => void = () => undefined;
  render(<SaveThenAsk finish={(d) => (done = d)} />);
  const save = screen.getByRole('button', { name: 'SAVE TO CART' });
  await user.click(save);
  // The shell owes focus to a control disabled while it had it.
  const cancel = focusWhenEnabled(save);
  act(() => done());
  await user.click(screen.getByRole('button', { name: 'Stay Back' }));
  expect(screen.getByText('Change an amount to save.')).toHaveFocus();
  cancel();
});

it('a dialog opened while focus is still on a disabled button (no focus fix-up) gives it back when the button is enabled', async () => {
  const user = userEvent.setup();
  function StillOnButton({ busy, asking }: { busy: boolean; asking: boolean }) {
    return (
      <>
        <button type="button" disabled={busy}>
          SAVE TO CART
        </button>
        <ContinueStayDialog open={asking} onContinue={() => undefined} onStay={() => undefined} />
      </>
    );
  }
  const { rerender } = render(<StillOnButton busy={false} asking={false} />);
  const save = screen.getByRole('button', { name: 'SAVE TO CART' });
  save.focus();
  rerender(<StillOnButton busy asking={false} />);
  // jsdom, like a browser without the fix-up, leaves focus on the disabled button.
  expect(save).toHaveFocus();
  rerender(<StillOnButton busy asking />);
  await user.keyboard('{Escape}');
  rerender(<StillOnButton busy asking={false} />);
  rerender(<StillOnButton busy={false} asking={false} />);
  await waitFor(() => expect(save).toHaveFocus());
});
