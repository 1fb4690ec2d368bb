import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/pageTitle';
import './login.css';
import './fields.css';

export type LoginFrameProps = {
  title: string;
  description?: string;
  children: ReactNode;
};

/**
 * The login page's frame in plain markup and CSS (./login.css, ./fields.css): the card components/AuthCard.tsx draws with Chakra
 * for the register page, the same to the pixel, without Chakra's runtime on the one page every user loads first.
 * The frame's rules are in web/index.html, whose shell paints this card (brand, title, description) before the
 * scripts arrive: keep the two alike (app/layout/BootShell.test.tsx compares them).
 */
export function LoginFrame({ title, description, children }: LoginFrameProps) {
  usePageTitle(title);
  return (
    <main className="pl-page">
      <div className="pl-frame">
        <div className="pl-card">
          <div className="pl-card-header">
            <p className="pl-brand">Hostel Admin</p>
            <h1 className="pl-title" tabIndex={-1}>
              {title}
            </h1>
            {description && <p className="pl-muted">{description}</p>}
          </div>
          <div className="pl-card-body">{children}</div>
          <div className="pl-card-footer">
            <Link className="pl-link" to={paths.admin}>
              Home
            </Link>
          </div>
        </div>
      </div>
    </main>
  );
}
