// What the parts of the 'Memória' tab share: how a change is confirmed and how a fact is checked
// before it is sent.
import { toast } from '../primitives/Toaster/toastStore';
import { memoryMessages as M } from './memoryMessages';

/** Runs one change to the memory: its pt-BR confirmation as a toast, or the server's refusal. */
export async function runMemoryAction(action: () => Promise<unknown>, done: string): Promise<void> {
  try {
    await action();
    toast.success(done);
  } catch (error) {
    toast.error((error as Error).message);
    throw error;
  }
}

/** The form rule of a fact's text: not blank, at most `maxChars` characters. */
export function factRule(maxChars: number) {
  return {
    validate: (value: string) => {
      const text = value.trim();
      if (text === '') {
        return M.factRequired;
      }
      return text.length <= maxChars || M.factTooLong(maxChars);
    },
  };
}
