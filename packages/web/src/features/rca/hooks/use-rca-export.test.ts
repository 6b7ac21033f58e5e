import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { makeResult } from '../test/fixtures';
import { useRcaExport } from './use-rca-export';

describe('RCA export', () => {
  it("refuses a format it does not know with 'Unsupported export format'", async () => {
    const notify = vi.fn();
    const { result } = renderHook(() => useRcaExport(makeResult(), 'Why?', notify));
    await act(() => result.current.exportResult('xml'));
    expect(notify).toHaveBeenCalledWith('error', 'Unsupported export format');
  });

  it('names the format and the reason when an export fails', async () => {
    const notify = vi.fn();
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
      throw new Error('no space left');
    });
    const { result } = renderHook(() => useRcaExport(makeResult(), 'Why?', notify));
    await act(() => result.current.exportResult('json'));
    expect(notify).toHaveBeenCalledWith('error', 'Failed to export RCA result as JSON: no space left');
    vi.restoreAllMocks();
  });
});
