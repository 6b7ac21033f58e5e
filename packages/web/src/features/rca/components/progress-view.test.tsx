import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { makeRequest, makeSession } from '../test/fixtures';
import { ProgressView } from './progress-view';

describe('RCA progress view', () => {
  it('never shows less than the request status stands for, and defaults to 10 iterations', () => {
    render(
      <ProgressView
        status="investigating"
        problem="Why?"
        request={makeRequest('in_progress_25')}
        session={makeSession({ progress_percentage: 0, total_iterations: 0, iteration: 0, logs: [] })}
        cancelError={null}
      />,
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('Iteration 0 of 10')).toBeInTheDocument();
    expect(screen.getByText('No activity yet.')).toBeInTheDocument();
  });

  it('shows the step before the first session arrives', () => {
    render(
      <ProgressView
        status="creating_request"
        problem="Why?"
        request={null}
        session={null}
        cancelError={null}
      />,
    );
    expect(screen.getAllByText('Creating the RCA request...').length).toBeGreaterThan(0);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('Calculating...')).toBeInTheDocument();
  });
});
