import { formHydrated, holdSubmitsUntilHydrated } from './heldSubmits';

function submit(form: HTMLFormElement): SubmitEvent {
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: form.querySelector('button') });
  form.dispatchEvent(event);
  return event;
}

describe('a submit before a form has hydrated', () => {
  beforeAll(() => {
    holdSubmitsUntilHydrated(document);
  });

  beforeEach(() => {
    document.body.innerHTML = `
      <div data-lower-section><form aria-label="lower"><button>Subscribe</button></form></div>
      <form aria-label="elsewhere"><button>Check out</button></form>`;
  });

  const form = (name: string) => document.querySelector(`form[aria-label="${name}"]`) as HTMLFormElement;

  it('is kept from the browser in a lower section, and handed to the form once, with its button, when hydrated', () => {
    expect(submit(form('lower')).defaultPrevented).toBe(true);
    expect(formHydrated(form('lower'))).toEqual({ submitter: form('lower').querySelector('button') });
    expect(formHydrated(form('lower'))).toBeUndefined();
  });

  it('is left alone once the form has hydrated, and outside the lower sections', () => {
    expect(formHydrated(form('lower'))).toBeUndefined();
    expect(submit(form('lower')).defaultPrevented).toBe(false);
    expect(submit(form('elsewhere')).defaultPrevented).toBe(false);
  });
});
