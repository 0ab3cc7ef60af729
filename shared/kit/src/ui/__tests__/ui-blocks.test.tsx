import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousViolations } from '../../forms/__tests__/test-helpers';
import { AlertBanner, AlertList } from '@qcard/kit/ui/alert-banner';
import { AmountPresets, PRESET_AMOUNTS_CENTS } from '@qcard/kit/ui/amount-presets';
import { DefinitionList } from '@qcard/kit/ui/definition-list';
import { EmptyState } from '@qcard/kit/ui/empty-state';
import { RecordLoadFailed, TryAgainButton } from '@qcard/kit/ui/load-failed';
import { PageHeader } from '@qcard/kit/ui/page-header';
import { Spinner } from '@qcard/kit/ui/spinner';

describe('AmountPresets', () => {
  function Harness({ disabled }: { disabled?: boolean }) {
    const [v, setV] = useState<number | null>(null);
    return (
      <>
        <AmountPresets value={v} onSelect={setV} disabled={disabled} />
        <output>{v ?? 'none'}</output>
      </>
    );
  }
  it('offers 10..200 dollars, selects cents and marks the chosen one with aria-pressed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(PRESET_AMOUNTS_CENTS).toEqual([1000, 2000, 3000, 4000, 5000, 10000, 20000]);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '$10',
      '$20',
      '$30',
      '$40',
      '$50',
      '$100',
      '$200',
    ]);
    await user.click(screen.getByRole('button', { name: '$50' }));
    expect(screen.getByRole('status')).toHaveTextContent('5000');
    expect(screen.getByRole('button', { name: '$50' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '$10' })).toHaveAttribute('aria-pressed', 'false');
  });
  it('is disabled when the amount field is disabled', async () => {
    const user = userEvent.setup();
    render(<Harness disabled />);
    for (const b of screen.getAllByRole('button')) expect(b).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '$20' }));
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });
});

describe('AlertBanner', () => {
  it('danger/warning are alerts, info/success are status messages', () => {
    render(
      <>
        <AlertBanner type="danger">Unexpected Error Occured.</AlertBanner>
        <AlertBanner type="success">Items successfully added to cart</AlertBanner>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Unexpected Error Occured.');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Success: Items successfully added to cart',
    );
  });
  it('auto-hides after 5 s and can be dismissed; target link navigates', async () => {
    jest.useFakeTimers();
    const onDismiss = jest.fn();
    const onNavigate = jest.fn();
    render(
      <AlertBanner
        type="info"
        autoHideMs={5000}
        onDismiss={onDismiss}
        target="/group_mgmt"
        targetLabel="Groups"
        onNavigate={onNavigate}
      >
        Saved
      </AlertBanner>,
    );
    act(() => jest.advanceTimersByTime(4999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
    await userEvent.click(screen.getByRole('link', { name: 'Groups' }));
    expect(onNavigate).toHaveBeenCalledWith('/group_mgmt');
  });
  it('alert list drops alerts tied to another path', async () => {
    const onDismiss = jest.fn();
    render(
      <AlertList
        currentPath="/emp_mgmt"
        onDismiss={onDismiss}
        alerts={[
          {
            id: '1',
            type: 'warning',
            source: 'employees/search',
            msg: 'No results',
            target: '/emp_mgmt',
          },
          {
            id: '2',
            type: 'danger',
            source: 'groups/saved',
            msg: 'Group failure',
            target: '/group_mgmt',
          },
        ]}
      />,
    );
    expect(screen.getByText('No results')).toBeInTheDocument();
    expect(screen.queryByText('Group failure')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(onDismiss).toHaveBeenCalledWith('1');
  });
});

it('page header, spinner, empty state and definition list render accessibly', async () => {
  const { container } = render(
    <main>
      <PageHeader
        title="Contract Activity"
        description="Card 3000000001"
        actions={
          <button type="button" className="qc-btn">
            Back
          </button>
        }
      />
      <Spinner label="Loading cards" />
      <EmptyState title="Your Cart is Empty" />
      <DefinitionList
        items={[
          { label: 'Serial', value: '3000000001' },
          { label: 'Last reload', value: '' },
        ]}
      />
    </main>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Contract Activity' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading cards');
  expect(screen.getByText('Your Cart is Empty')).toBeInTheDocument();
  expect(screen.getByText('Serial').nextSibling).toHaveTextContent('3000000001');
  expect(screen.getByText('Last reload').nextSibling).toHaveTextContent('–');
  expect(await seriousViolations(container)).toEqual([]);
});

describe('PageHeader takeFocus', () => {
  function SignUp() {
    const [sent, setSent] = useState(false);
    return sent ? (
      <PageHeader title="Check your e-mail" takeFocus />
    ) : (
      <>
        <PageHeader title="Create an account" />
        <button type="button" onClick={() => setSent(true)}>
          CREATE ACCOUNT
        </button>
      </>
    );
  }

  it('a view drawn in place of the pressed button puts focus on its title', async () => {
    const user = userEvent.setup();
    render(<SignUp />);
    await user.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toHaveFocus();
  });

  it('leaves focus where it is, and a title without it is not focusable', () => {
    const { rerender } = render(<input aria-label="Elsewhere" />);
    screen.getByRole('textbox', { name: 'Elsewhere' }).focus();
    rerender(
      <>
        <input aria-label="Elsewhere" />
        <PageHeader title="Check your e-mail" takeFocus />
        <PageHeader title="Create an account" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Elsewhere' })).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Create an account' })).not.toHaveAttribute(
      'tabindex',
    );
  });
});

describe('Try again', () => {
  // A page whose load failed: Try again starts the load, which replaces the failure (and the button) with a spinner.
  function FailedPage({ inner }: { inner?: boolean }) {
    const [state, setState] = useState<'failed' | 'loading'>('failed');
    const retry = () => setState('loading');
    const body =
      state === 'failed' ? (
        <RecordLoadFailed title="This card could not be loaded" onRetry={retry} />
      ) : (
        <Spinner block label="Loading" />
      );
    return (
      <main>
        <section>
          <PageHeader title="Card Details" />
          {inner ? (
            <section>
              <h2>Notifications</h2>
              {state === 'failed' ? (
                <TryAgainButton variant="secondary" onRetry={retry} />
              ) : (
                <p>Loading</p>
              )}
            </section>
          ) : (
            body
          )}
        </section>
      </main>
    );
  }

  it("hands focus to the page's title before the button leaves, not to the body", async () => {
    const user = userEvent.setup();
    render(<FailedPage />);
    expect(screen.getByText('Please check your connection and try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Card Details' })).toHaveFocus();
  });

  it('in a part of the page with its own heading, focus goes to that heading', async () => {
    const user = userEvent.setup();
    render(<FailedPage inner />);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Notifications' })).toHaveFocus();
  });
});
