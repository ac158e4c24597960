import { describe, expect, it } from 'vitest';
import { remoteRouteFor } from './route-table';

describe('remote route table', () => {
  it('maps each spec route to its remote and guard', () => {
    expect(remoteRouteFor('/dashboard')).toMatchObject({ remote: 'mfe_account', protected: true });
    expect(remoteRouteFor('/login')).toMatchObject({ remote: 'mfe_account', protected: false });
    expect(remoteRouteFor('/demo')).toMatchObject({ remote: 'mfe_upload', protected: false });
    expect(remoteRouteFor('/demo/results')).toMatchObject({ remote: 'mfe_results', protected: false });
    expect(remoteRouteFor('/upload')).toMatchObject({ remote: 'mfe_upload', protected: true });
    expect(remoteRouteFor('/suggestion/42')).toMatchObject({ remote: 'mfe_results', protected: true });
  });

  it('tolerates a trailing slash and rejects unknown or partial paths', () => {
    expect(remoteRouteFor('/history/')).toMatchObject({ remote: 'mfe_results' });
    expect(remoteRouteFor('/suggestion')).toBeUndefined();
    expect(remoteRouteFor('/suggestion/1/x')).toBeUndefined();
    expect(remoteRouteFor('/')).toBeUndefined();
    expect(remoteRouteFor('/nope')).toBeUndefined();
  });
});
