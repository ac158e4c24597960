// After each suite file: close the pools its apps opened, so connections do not pile up across files.
import { afterAll } from 'vitest';
import { closeTestDatabases } from '../../src/testing/harness.js';

afterAll(closeTestDatabases);
