import { useCreate, useUpdate, type BaseRecord, type HttpError } from "@refinedev/core";
import { errorMessage, serverFieldErrors } from "../../providers/serverErrors";
import type { FormValues, ResourceDeclaration } from "../types";
import type { FieldErrors } from "../../../common/validation/fieldErrors";

interface SaveCallbacks {
  onSaved: () => void;
  onFieldErrors: (errors: FieldErrors) => void;
}

/** Create or update through Refine (which refetches the resource's lists), with the declaration's toasts. */
export function useResourceSave<TRecord extends BaseRecord>(declaration: ResourceDeclaration<TRecord>, id: string | null) {
  const create = useCreate<BaseRecord, HttpError, FormValues>();
  const update = useUpdate<BaseRecord, HttpError, FormValues>();
  const messages = declaration.form?.messages;

  const save = (input: FormValues, { onSaved, onFieldErrors }: SaveCallbacks) => {
    const onError = (error: HttpError) => {
      console.error(error);
      onFieldErrors(serverFieldErrors(error));
    };
    if (id === null) {
      create.mutate(
        {
          resource: declaration.name,
          values: input,
          successNotification: () => (messages ? { type: "success", message: messages.created } : false),
          errorNotification: (error) =>
            messages ? { type: "error", message: messages.createFailed, description: errorMessage(error) } : false,
        },
        { onSuccess: onSaved, onError },
      );
    } else {
      update.mutate(
        {
          resource: declaration.name,
          id,
          values: input,
          mutationMode: "pessimistic",
          successNotification: () => (messages ? { type: "success", message: messages.updated } : false),
          errorNotification: (error) =>
            messages ? { type: "error", message: messages.updateFailed, description: errorMessage(error) } : false,
        },
        { onSuccess: onSaved, onError },
      );
    }
  };

  return { save, saving: create.mutation.isPending || update.mutation.isPending };
}
