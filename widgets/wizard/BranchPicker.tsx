/** The preferred-branch field of every form that asks for one: the kit's combobox over the directory. */
import { ComboBox, type ComboBoxProps } from '../ui/ComboBox.tsx';
import { useBranchItems } from './branch-items.ts';

export function BranchPicker(props: Omit<ComboBoxProps, 'search' | 'itemById' | 'loading'>) {
  const branches = useBranchItems();
  return <ComboBox {...props} search={branches.search} itemById={branches.itemById} loading={branches.loading} />;
}
