/**
 * Homepage callback form (application-forms.md §2 "Callback form", §4 "Callback", §5, §7 call 9,
 * §8): declared once in shared/callback/form.ts and drawn, checked and sent by the engine's one-step
 * form (FormPage). Only what is the callback's own is here: its intro, the links to the privacy
 * statement and terms under the agreement, and Continue to the application chooser.
 */
import { CALLBACK } from '../../shared/callback/form.ts';
import { callbackHandOverHref } from '../../shared/callback/schema.ts';
import { useWidget } from '../runtime/context.ts';
import { Button } from '../ui/index.ts';
import { LegalLinks } from '../ui/LegalLinks.tsx';
import { useFormStore } from '../wizard/form-context.tsx';
import { FormPage } from '../wizard/FormPage.tsx';
import type { WizardContext, WizardSpec } from '../wizard/types.ts';

function Intro() {
  return <p className="ew-intro">{useWidget().t('callback.intro')}</p>;
}

/** To the application chooser, with what was entered for its forms to use (shared/callback/handover.ts). */
function Continue({ busy }: WizardContext) {
  const { t, navigate } = useWidget();
  const fs = useFormStore();
  return (
    <Button
      variant="secondary"
      onPress={() => {
        const r = fs.attempt();
        if (r.ok) navigate(callbackHandOverHref(r.output));
      }}
      isDisabled={busy}
    >
      {t('callback.continue')}
    </Button>
  );
}

const SPEC: WizardSpec = {
  form: CALLBACK,
  title: 'callback.title',
  header: () => <Intro />,
  footer: () => <LegalLinks ns="callback" />,
  actions: (ctx) => <Continue {...ctx} />,
  submitError: 'callback.errorBody',
  successDialog: { title: 'callback.successTitle', body: 'callback.successBody' },
};

export function CallbackForm() {
  return <FormPage spec={SPEC} />;
}
