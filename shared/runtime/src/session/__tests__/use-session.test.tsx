import { act, render, screen } from '@testing-library/react';
import { clearSession, setToken, setUser } from '@qcard/runtime/session/session-storage';
import { useSession } from '@qcard/runtime/session/use-session';
import type { SessionUser } from '@qcard/contracts/domain';

function WhoIsSignedIn() {
  const { user } = useSession();
  return <p>{user ? `signed in: ${user.email}` : 'nobody'}</p>;
}

const rider = {
  id: 1,
  email: 'rider@example.com',
  firstName: 'Riley',
  lastName: 'Rider',
} as SessionUser;

afterEach(() => clearSession());

describe('useSession', () => {
  it('sees a user set before the first component mounts', () => {
    clearSession();
    setToken('token-1');
    setUser(rider);
    render(<WhoIsSignedIn />);
    expect(screen.getByText('signed in: rider@example.com')).toBeInTheDocument();
  });

  it('follows changes while mounted, and after a remount', () => {
    clearSession();
    const { unmount } = render(<WhoIsSignedIn />);
    expect(screen.getByText('nobody')).toBeInTheDocument();
    act(() => setUser(rider));
    expect(screen.getByText('signed in: rider@example.com')).toBeInTheDocument();
    unmount();
    clearSession();
    render(<WhoIsSignedIn />);
    expect(screen.getByText('nobody')).toBeInTheDocument();
  });
});
