import { describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '../actor/index';
import { assignableRoles, mayManageMember, memberChangeRefusal } from './accounts';
import { can } from './permissions';

const owner = { id: 'o', role: 'owner' } as const;
const owner2 = { id: 'o2', role: 'owner', active: true } as const;
const manager = { id: 'm', role: 'manager' } as const;
const designer = { id: 'd', role: 'designer', active: true } as const;

describe('who may change whom among the staff accounts', () => {
  it('an owner changes anyone, a manager only those below, a designer nobody', () => {
    expect(mayManageMember(owner, { id: 'x', role: 'owner' })).toBe(true);
    expect(mayManageMember(manager, designer)).toBe(true);
    expect(mayManageMember(manager, { id: 'm2', role: 'manager' })).toBe(false);
    expect(mayManageMember(manager, owner)).toBe(false);
    expect(mayManageMember({ id: 'd2', role: 'designer' }, designer)).toBe(false);
  });

  it('a role at or above the actor is never given, except by an owner', () => {
    expect(assignableRoles('owner', STAFF_ROLES)).toEqual(['owner', 'manager', 'designer']);
    expect(assignableRoles('manager', STAFF_ROLES)).toEqual(['designer']);
    expect(memberChangeRefusal(manager, designer, { role: 'manager' }, 1)).toBe('rank');
    expect(memberChangeRefusal(manager, designer, { active: false }, 1)).toBeNull();
    expect(memberChangeRefusal(manager, { ...owner, active: true }, { active: false }, 2)).toBe('rank');
  });

  it('nobody deactivates themselves', () => {
    expect(memberChangeRefusal(owner, { ...owner, active: true }, { active: false }, 2)).toBe('self');
    expect(memberChangeRefusal(manager, { ...manager, active: true }, { active: false }, 1)).toBe('self');
  });

  it('the store keeps one active owner: the last one is neither demoted nor deactivated', () => {
    expect(memberChangeRefusal(owner, { ...owner, active: true }, { role: 'manager' }, 1)).toBe('lastOwner');
    expect(memberChangeRefusal(owner, { ...owner, active: true }, { role: 'manager' }, 2)).toBeNull();
    expect(memberChangeRefusal(owner, owner2, { active: false }, 2)).toBeNull();
    expect(memberChangeRefusal(owner, owner2, { active: false }, 1)).toBe('lastOwner');
    expect(memberChangeRefusal(owner, { ...owner2, active: false }, { active: true }, 1)).toBeNull();
  });

  it('the manager reads and changes the accounts by permission; the designer does neither', () => {
    expect(can('manager', 'read:staff:any')).toBe(true);
    expect(can('manager', 'update:staff:any')).toBe(true);
    expect(can('designer', 'read:staff:any')).toBe(false);
  });
});
