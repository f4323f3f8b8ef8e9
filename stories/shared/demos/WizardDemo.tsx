import { useState } from 'react';
import { TextField } from '../../../ui/src/text-field/TextField.tsx';
import type { WizardStep } from '../../../ui/src/wizard/wizard.types.ts';
import { Wizard, type WizardProps } from '../../../ui/src/wizard/Wizard.tsx';

export interface WizardDemoProps extends Pick<WizardProps, 'onFinish' | 'onStepChange' | 'initialStepId'> {
  /** Name the quest starts with. */
  savedName?: string;
}

/** The quest setup wizard with a required name step and an async-checked step that is dirty until saved. */
export function WizardDemo({ savedName = '', ...props }: WizardDemoProps) {
  const [name, setName] = useState(savedName);
  const [savedFollowers, setSavedFollowers] = useState('0');
  const [nameError, setNameError] = useState<string>();
  const [followers, setFollowers] = useState('0');
  const [followersError, setFollowersError] = useState<string>();

  const steps: WizardStep[] = [
    {
      id: 'general',
      title: 'General',
      content: <TextField label="Quest name" value={name} error={nameError} onChange={(event) => setName(event.target.value)} />,
      validate: () => {
        setNameError(name.trim() ? undefined : 'Enter a name for the quest.');
        return Boolean(name.trim());
      },
    },
    {
      id: 'requirements',
      title: 'Requirements',
      content: (
        <TextField
          label="Minimum Twitch followers"
          inputMode="numeric"
          value={followers}
          error={followersError}
          onChange={(event) => setFollowers(event.target.value)}
        />
      ),
      // Async like a server check, to show Next waits for it.
      validate: async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const ok = /^\d+$/.test(followers);
        setFollowersError(ok ? undefined : 'Enter a whole number.');
        return ok;
      },
      isDirty: followers !== savedFollowers,
      onSave: () => {
        setSavedFollowers(followers);
        return true;
      },
      onDiscard: () => setFollowers(savedFollowers),
    },
    { id: 'creator-kit', title: 'Creator kit', content: <p>Add codes and a .zip or .rar asset for the creators.</p> },
  ];
  return <Wizard title="Quest setup" steps={steps} finishLabel="Publish" {...props} />;
}
