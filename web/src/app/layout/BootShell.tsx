/**
 * The shell index.html paints before the scripts arrive (sidebar and header, or the sign-in card; its inline styles
 * and the html element's `signed-out` class pick which), kept on screen while the first route's code loads, so the
 * page does not go white between the two.
 */
export function BootShell() {
  const bars = ['70%', '55%', '65%', '50%', '60%', '45%'];
  return (
    <>
      <p className="boot-status" role="status">
        Loading Hostel Admin…
      </p>
      <div className="boot" aria-hidden="true">
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
      <div className="boot-signin" aria-hidden="true">
        <div className="boot-card">
          <p className="boot-brand">Hostel Admin</p>
          <p className="boot-line">Loading…</p>
        </div>
      </div>
    </>
  );
}
