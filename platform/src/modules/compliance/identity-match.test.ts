import { describe, expect, it } from 'vitest';
import { csvField } from './aml-export';
import { reportBy } from './aml-queue';
import { ExclusionHeaderError, listBirthday, parseExclusionCsv } from './exclusion-csv';
import { matchIdentity, nameKey } from './identity-match';

// The one matching rule and the list's CSV, as compliance meets them: who matches, who must not, and why a row
// of the regulator's file was refused.

const juan = { name: 'Juan Dela Cruz', birthday: '1990-05-17', idNumber: '' };

describe('matchIdentity', () => {
  it('matches the same ID number whatever the spacing and case', () => {
    expect(
      matchIdentity(
        { name: 'Someone Else', birthday: '', idNumber: '1234-5678-9012-3456' },
        { ...juan, idNumber: '1234567890123456' },
      ),
    ).toBe('idNumber');
    expect(
      matchIdentity({ ...juan, name: 'X Y', idNumber: 'p1234567a' }, { ...juan, idNumber: 'P1234567A' }),
    ).toBe('idNumber');
  });

  it('matches the same person’s name born the same day: case, accents, middle initials, suffixes tolerated', () => {
    for (const name of [
      'JUAN D. DELA CRUZ',
      'Juan Dela Cruz Jr.',
      'Juan Dela Cruz, Jr.',
      'juan delacruz',
      'Juán Dela Cruz',
      'DELA CRUZ, JUAN D.',
    ]) {
      expect(matchIdentity({ ...juan, name }, juan), name).toBe('nameBirthday');
    }
  });

  it('never matches on the name alone, another birthday, another first name or a placeholder ID', () => {
    expect(matchIdentity({ ...juan, birthday: '' }, juan)).toBeNull();
    expect(matchIdentity({ ...juan, birthday: '1990-05-18' }, juan)).toBeNull();
    expect(matchIdentity({ ...juan, name: 'Pedro Dela Cruz' }, juan)).toBeNull();
    expect(
      matchIdentity({ name: 'A B', birthday: '', idNumber: 'N/A' }, { ...juan, idNumber: 'N/A' }),
    ).toBeNull();
    expect(matchIdentity({ name: 'A B', birthday: '', idNumber: '' }, { ...juan, idNumber: '' })).toBeNull();
  });

  it('keys names the way the list stores them', () => {
    expect(nameKey('  JUAN  D. de la Cruz, Jr. ')).toBe('juan d de la cruz');
    expect(nameKey('Dela Cruz, Juan')).toBe('juan dela cruz');
  });
});

describe('the exclusion list CSV', () => {
  it('reads quoted fields, both date forms and the NDRP kind spellings; invalid rows say their line and why', () => {
    const csv = [
      'name,birthday,id_number,kind,remarks',
      '"Dela Cruz, Juan",1990-05-17,1234-5678-9012-3456,family,"said ""no"""',
      'Maria Santos,05/17/1985,,self-exclusion,',
      'Pedro Reyes,1980-02-30,,self,',
      'Ana,1980-01-01,,self,',
      'Jose Rizal,1961-06-19,,maybe,',
      'Luz Villa,1970-01-01,N/A,licensee-initiated,',
      '',
      'Carlo Garcia,1975-03-03,,Barred by law,',
    ].join('\r\n');
    const { rows, invalid } = parseExclusionCsv(`\uFEFF${csv}`);
    expect(rows.map((r) => [r.line, r.name, r.birthday, r.idNumber, r.kind])).toEqual([
      [2, 'Dela Cruz, Juan', '1990-05-17', '1234567890123456', 'family'],
      [3, 'Maria Santos', '1985-05-17', '', 'self'],
      [9, 'Carlo Garcia', '1975-03-03', '', 'barredByLaw'],
    ]);
    expect(invalid).toEqual([
      { line: 4, reason: 'birthday: YYYY-MM-DD or MM/DD/YYYY' },
      { line: 5, reason: 'name: first and last name needed' },
      { line: 6, reason: 'kind: self, family, licensee or barred-by-law' },
      { line: 7, reason: 'id_number: 6-30 letters and digits (or empty)' },
    ]);
  });

  it('refuses a file whose header is not the list’s', () => {
    expect(() => parseExclusionCsv('first,last,dob\nJuan,Dela Cruz,1990-05-17\n')).toThrow(
      ExclusionHeaderError,
    );
  });

  it('reads birthdays only when they are real dates', () => {
    expect(listBirthday('2/29/2024')).toBe('2024-02-29');
    expect(listBirthday('2/29/2023')).toBeNull();
    expect(listBirthday('17-05-1990')).toBeNull();
  });
});

describe('AML helpers', () => {
  it('the report deadline is 5 working days later in Manila (weekends skipped)', () => {
    // Friday 2026-11-27 10:00 Manila → Friday 2026-12-04 10:00 Manila.
    const friday = Date.parse('2026-11-27T02:00:00Z');
    expect(new Date(reportBy(friday)).toISOString()).toBe('2026-12-04T02:00:00.000Z');
    // Monday → Monday next week.
    expect(new Date(reportBy(Date.parse('2026-11-30T02:00:00Z'))).toISOString()).toBe(
      '2026-12-07T02:00:00.000Z',
    );
  });

  it('a CSV field is quoted when needed and never starts a spreadsheet formula', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('plain')).toBe('plain');
  });
});
