import { describe, expect, it } from 'vitest';
import { orAwardFlags } from './module';

// activityGetStatusList answers every module's red dots OR-ed: one module's false never hides another's true.
describe('award flags', () => {
  it('lights a dot when any module lights it, whatever the others say or leave out', () => {
    expect(
      orAwardFlags([
        { taskAwardFlag: true, vipAwardFlag: false },
        { vipAwardFlag: true, taskAwardFlag: false },
        { emailAwardFlag: false },
        {},
      ]),
    ).toEqual({ taskAwardFlag: true, vipAwardFlag: true });
  });

  it('lights nothing when no module has anything', () => {
    expect(orAwardFlags([])).toEqual({});
    expect(orAwardFlags([{ signInFlag: false }, { signInFlag: undefined }])).toEqual({});
  });

  it('does not depend on the order the modules answer in', () => {
    const parts = [{ spinAwardFlag: true }, { spinAwardFlag: false }, { canReceiveDrawChance: true }];
    expect(orAwardFlags([...parts].reverse())).toEqual(orAwardFlags(parts));
  });
});
