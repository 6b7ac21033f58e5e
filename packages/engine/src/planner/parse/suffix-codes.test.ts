import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Firmware builds: some closed by an `ESR` code (extended support), the rest plain, with the end
// of their extended support filled in on some rows only, and a site code that is no amount.
const BUILDS = [
  'build,name,shipped,ext_end,zip',
  '1.0 ESR,Alder,2019-01-10,2023-01-10,10001',
  '1.1,Birch,2019-06-10,,10002',
  '1.2,Cedar,2019-12-10,,10003',
  '2.0 ESR,Dogwood,2020-06-10,2024-06-10,10004',
  '2.1,Elm,2020-12-10,,10005',
  '3.0 ESR,Fir,2021-06-10,,10006',
  '3.1,Gum,2021-12-10,,10007',
  '4.0 ESR,Hazel,2022-06-10,2026-06-10,10008',
].join('\n');

const t = useCsvTables({ firmware_builds: BUILDS });

describe('a code closing some values', () => {
  it('reads the code said alone as every value it closes', async () => {
    const reply = await t.ask('how many builds are esr', 'firmware_builds');
    expect(reply.markdown).toContain('**4**');
  });

  it('reads "non" before the code as the values it does not close', async () => {
    const reply = await t.ask('how many non esr builds', 'firmware_builds');
    expect(reply.markdown).toContain('**4**');
  });

  it('takes the share among the rows named of those having a column filled in', async () => {
    const reply = await t.ask('share of esr builds that have an ext end date', 'firmware_builds');
    expect(reply.markdown).toContain('75%');
  });

  it('never adds up a zip code', async () => {
    const reply = await t.ask('total zip', 'firmware_builds');
    expect(reply.markdown).not.toContain('80,036');
  });
});
