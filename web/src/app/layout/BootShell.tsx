import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LOGIN_TITLE, PHONE_STEP_DESCRIPTION } from '@/features/auth/loginWords';

/** The login page, and the root that leads there: index.html's boot script gives them the `login-page` class. */
const LOGIN_SHELL_PATHS = [paths.root, paths.login, `${paths.login}/`];

/**
 * The shell index.html paints before the scripts arrive (sidebar and header, or the sign-in card; its inline styles
 * and the html element's `signed-out` and `login-page` classes pick which), kept on screen while the first route's
 * code loads, so the page does not go white between the two. On the login page the card is the page's own (brand,
 * title, description, outlines where the fields come: features/auth/plain/LoginFrame.tsx). BootShell.test.tsx keeps
 * this markup and index.html's alike.
 */
export function BootShell() {
  const { pathname } = useLocation();
  const loginPage = LOGIN_SHELL_PATHS.includes(pathname);
  const bars = ['70%', '55%', '65%', '50%', '60%', '45%'];
  return (
    <>
      <p className="boot-status" role="status">
        Loading Hostel Admin…
      </p>
      <div className="boot" data-boot-shell aria-hidden="true">
        <div className="boot-aside">
          <p className="boot-brand">Hostel Admin</p>
          {bars.map((width) => (
            <div key={width} className="boot-bar" style={{ width }} />
          ))}
        </div>
        <div className="boot-column">
          <div className="boot-header">
            <p className="boot-brand">Hostel Admin</p>
          </div>
          <div className="boot-main">
            <p className="boot-line">Loading…</p>
            <div className="boot-bar boot-title" />
            <div className="boot-card" />
          </div>
        </div>
      </div>
      <div className="boot-signin" data-boot-shell aria-hidden="true">
        <div className="pl-page">
          <div className="pl-frame">
            <div className="pl-card boot-card">
              <div className="pl-card-header">
                <p className="pl-brand">Hostel Admin</p>
                {loginPage && (
                  <>
                    <p className="pl-title boot-login">{LOGIN_TITLE}</p>
                    <p className="pl-muted boot-login">{PHONE_STEP_DESCRIPTION}</p>
                  </>
                )}
              </div>
              <div className="pl-card-body">
                {loginPage && (
                  <div className="boot-form">
                    <div className="boot-field">
                      <div className="boot-label" />
                      <div className="boot-control" />
                    </div>
                    <div className="boot-control" />
                  </div>
                )}
                <p className="pl-muted boot-line">Loading…</p>
              </div>
              {loginPage && (
                <div className="pl-card-footer boot-login">
                  <span className="pl-link">Home</span>
                </div>
              )}
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
