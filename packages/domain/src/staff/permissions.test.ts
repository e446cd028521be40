import { describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '../actor/index';
import { can, ROLE_PERMISSIONS, reach, STAFF_PERMISSIONS } from './permissions';

describe('staff permissions', () => {
  it('the owner holds every permission', () => {
    for (const p of STAFF_PERMISSIONS) expect(can('owner', p), p).toBe(true);
  });

  it('a manager runs the day for everyone but not the staff or the settings', () => {
    expect(reach('manager', 'update', 'booking')).toBe('any');
    expect(reach('manager', 'read', 'calendar')).toBe('any');
    expect(can('manager', 'update:pickupOrder:any')).toBe(true);
    expect(can('manager', 'manage:staff:any')).toBe(false);
    expect(can('manager', 'manage:settings:any')).toBe(false);
    expect(can('manager', 'manage:wallet:any')).toBe(true);
  });

  it('a designer reaches only their own column', () => {
    expect(reach('designer', 'read', 'calendar')).toBe('own');
    expect(reach('designer', 'update', 'booking')).toBe('own');
    expect(can('designer', 'update:booking:own')).toBe(true);
    expect(can('designer', 'update:booking:any')).toBe(false);
    expect(reach('designer', 'update', 'pickupOrder')).toBe(null);
    expect(can('designer', 'manage:staff:any')).toBe(false);
    expect(can('designer', 'manage:wallet:any')).toBe(false);
  });

  it('every role is in the table and grants only known permissions', () => {
    for (const role of STAFF_ROLES) {
      for (const p of ROLE_PERMISSIONS[role]) expect(STAFF_PERMISSIONS).toContain(p);
    }
  });
});
