import { render, screen } from '@testing-library/react';
import { adminLogin, signIn } from '../test/session';
import { Can, roleCan } from './permissions';

describe('permissions', () => {
  it('lets admins and wardens change rooms and residents, and only admins register users', () => {
    expect(roleCan('warden', 'rooms.write')).toBe(true);
    expect(roleCan('warden', 'students.write')).toBe(true);
    expect(roleCan('warden', 'users.register')).toBe(false);
    expect(roleCan('staff', 'rooms.write')).toBe(false);
    expect(roleCan('staff', 'students.write')).toBe(false);
    expect(roleCan('admin', 'users.register')).toBe(true);
    expect(roleCan(undefined, 'rooms.write')).toBe(false);
  });

  it('hides what a staff member may not do', () => {
    signIn({ ...adminLogin, user: { ...adminLogin.user, role: 'staff' } });
    render(
      <Can permission="rooms.write">
        <button type="button">Add Room</button>
      </Can>,
    );
    expect(screen.queryByRole('button', { name: 'Add Room' })).toBeNull();
  });

  it('shows it to a warden', () => {
    signIn({ ...adminLogin, user: { ...adminLogin.user, role: 'warden' } });
    render(
      <Can permission="rooms.write">
        <button type="button">Add Room</button>
      </Can>,
    );
    expect(screen.getByRole('button', { name: 'Add Room' })).toBeTruthy();
  });
});
