import { render, screen } from '@testing-library/react';
import { loginFor, signIn } from '../test/session';
import { Can, userCan } from './permissions';

describe('permissions', () => {
  it('follows the permissions the server sent at login', () => {
    expect(userCan(loginFor('warden').user, 'rooms_write')).toBe(true);
    expect(userCan(loginFor('warden').user, 'students_write')).toBe(true);
    expect(userCan(loginFor('warden').user, 'users_register')).toBe(false);
    expect(userCan(loginFor('staff').user, 'rooms_write')).toBe(false);
    expect(userCan(loginFor('staff').user, 'students_write')).toBe(false);
    expect(userCan(loginFor('admin').user, 'users_register')).toBe(true);
    expect(userCan({ permissions: [] }, 'rooms_write')).toBe(false);
    expect(userCan(undefined, 'rooms_write')).toBe(false);
  });

  it('hides what a staff member may not do', () => {
    signIn(loginFor('staff'));
    render(
      <Can permission="rooms_write">
        <button type="button">Add Room</button>
      </Can>,
    );
    expect(screen.queryByRole('button', { name: 'Add Room' })).toBeNull();
  });

  it('shows it to a warden', () => {
    signIn(loginFor('warden'));
    render(
      <Can permission="rooms_write">
        <button type="button">Add Room</button>
      </Can>,
    );
    expect(screen.getByRole('button', { name: 'Add Room' })).toBeTruthy();
  });
});
