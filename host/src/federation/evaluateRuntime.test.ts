import { evaluateRuntime } from './evaluateRuntime';

const steps: string[] = [];

jest.mock('../scheduling/yieldToMain', () => ({ yieldToMain: async () => void steps.push('yield') }));
jest.mock('@module-federation/error-codes', () => void steps.push('error-codes'));
jest.mock('@module-federation/sdk', () => void steps.push('sdk'));
jest.mock('@module-federation/runtime-core', () => void steps.push('runtime-core'));
jest.mock('./instance', () => {
  steps.push('instance');
  return { startFederation: jest.fn() };
});

describe('evaluateRuntime', () => {
  it('evaluates the runtime’s packages one per task, each after the packages it imports, none in the caller’s task', async () => {
    const instance = await evaluateRuntime();
    expect(steps).toEqual(['yield', 'error-codes', 'yield', 'sdk', 'yield', 'runtime-core', 'yield', 'instance']);
    expect(instance.startFederation).toBeDefined();
  });
});
