// Foundation version of the login panel: the fields exist; signing in arrives with the
// authentication work (issue 4), so the button stays disabled with its reason shown.
export function LoginPanel() {
  return (
    <section className="qc-card" aria-labelledby="login-title">
      <h2 id="login-title">Sign in</h2>
      <form onSubmit={(e) => e.preventDefault()} className="qc-stack">
        <p>
          <label htmlFor="login-username">Username (e-mail)</label>
          <br />
          <input id="login-username" name="username" type="email" autoComplete="username" />
        </p>
        <p>
          <label htmlFor="login-password">Password</label>
          <br />
          <input id="login-password" name="password" type="password" autoComplete="current-password" />
        </p>
        <button type="submit" className="qc-btn" disabled aria-describedby="login-disabled-reason">
          Login
        </button>
        <p id="login-disabled-reason" className="qc-muted">
          Sign-in is not available yet.
        </p>
      </form>
    </section>
  );
}
