import { describe, expect, it } from 'vitest';
import { findAvailableStarts } from './availability';
import {
  bookedDesignerId,
  designerChoice,
  designerForSeveral,
  designerMissing,
  requestedDesignerId,
  shownDesignerId,
} from './designer-choice';
import { makeProvider, makeRequest } from './test-support';

describe('designer choice by unassigned mode', () => {
  it('Normal offers the designers and 不指定; OnlyProvider only the designers; OnlyUnassigned no choice', () => {
    expect(designerChoice({ unassignedMode: 'Normal' })).toEqual({
      fixedDesignerId: null,
      storeAssigns: false,
      offerChoice: true,
      offerNoPreference: true,
      requireDesigner: false,
    });
    expect(designerChoice({ unassignedMode: 'OnlyProvider' })).toMatchObject({
      offerChoice: true,
      offerNoPreference: false,
      requireDesigner: true,
    });
    expect(designerChoice({ unassignedMode: 'OnlyUnassigned' })).toMatchObject({
      storeAssigns: true,
      offerChoice: false,
      offerNoPreference: false,
      requireDesigner: false,
    });
  });

  it("a designer's page fixes the designer: no choice, no 不指定", () => {
    for (const unassignedMode of ['Normal', 'OnlyProvider', 'OnlyUnassigned'] as const) {
      expect(designerChoice({ unassignedMode, pageDesignerId: 'amber' })).toMatchObject({
        fixedDesignerId: 'amber',
        offerChoice: false,
        offerNoPreference: false,
      });
    }
  });

  it('a service is booked with the page designer, else the chosen one; none when the store assigns', () => {
    expect(bookedDesignerId(designerChoice({ unassignedMode: 'Normal' }), 'mia')).toBe('mia');
    expect(bookedDesignerId(designerChoice({ unassignedMode: 'Normal' }), null)).toBeNull();
    expect(bookedDesignerId(designerChoice({ unassignedMode: 'OnlyUnassigned' }), 'mia')).toBeNull();
    expect(bookedDesignerId(designerChoice({ unassignedMode: 'OnlyUnassigned', pageDesignerId: 'amber' }), 'mia')).toBe(
      'amber',
    );
  });

  it('OnlyUnassigned sends every service without a designer', () => {
    expect(requestedDesignerId(designerChoice({ unassignedMode: 'Normal' }), 'mia')).toBe('mia');
    expect(requestedDesignerId(designerChoice({ unassignedMode: 'OnlyUnassigned' }), 'mia')).toBeNull();
  });

  it('OnlyProvider requires a designer for every service; Normal and OnlyUnassigned do not', () => {
    expect(designerMissing(designerChoice({ unassignedMode: 'OnlyProvider' }), null)).toBe(true);
    expect(designerMissing(designerChoice({ unassignedMode: 'OnlyProvider' }), 'mia')).toBe(false);
    expect(designerMissing(designerChoice({ unassignedMode: 'Normal' }), null)).toBe(false);
    expect(designerMissing(designerChoice({ unassignedMode: 'OnlyUnassigned' }), null)).toBe(false);
  });

  it('the menu prices the page designer, the wanted one, 不指定, or the first when one is required', () => {
    const ids = ['mia', 'leo'];
    const normal = designerChoice({ unassignedMode: 'Normal' });
    const provider = designerChoice({ unassignedMode: 'OnlyProvider' });
    expect(shownDesignerId(designerChoice({ unassignedMode: 'Normal', pageDesignerId: 'amber' }), 'leo', ids)).toBe(
      'amber',
    );
    expect(shownDesignerId(designerChoice({ unassignedMode: 'OnlyUnassigned' }), 'leo', ids)).toBeNull();
    expect(shownDesignerId(normal, 'leo', ids)).toBe('leo');
    expect(shownDesignerId(normal, 'gone', ids)).toBeNull();
    expect(shownDesignerId(normal, null, ids)).toBeNull();
    expect(shownDesignerId(provider, null, ids)).toBe('mia');
    expect(shownDesignerId(provider, 'gone', [])).toBeNull();
  });
});

describe('designerForSeveral', () => {
  it('a named designer serves one of the party; no preference serves any number', () => {
    expect(designerForSeveral(2, 'amber')).toBe(true);
    expect(designerForSeveral(1, 'amber')).toBe(false);
    expect(designerForSeveral(3, null)).toBe(false);
  });

  it('matches the engine: two people with one designer find no time, with two designers they do', () => {
    const one = makeRequest({ customerCount: 2, events: [{ productId: 'cut', userId: 'a' }] });
    expect(findAvailableStarts(one).slots).toEqual([]);
    const anyone = {
      ...one,
      events: [{ productId: 'cut', userId: null }],
      providers: [makeProvider('a'), makeProvider('b')],
    };
    expect(findAvailableStarts(anyone).slots.length).toBeGreaterThan(0);
  });
});
