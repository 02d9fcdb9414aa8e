import {
  AdminTable,
  type AdminTableColumn,
  type AdminTableColumns,
} from "~/components/admin/admin-table";
import { formatDateTime } from "~/lib/dates";
import type { ApiKeyView } from "~/schemas/auth";
import type { SettingsActionData } from "~/schemas/settings";
import { primaryButton, secondaryButton } from "./buttons";
import { IntentForm } from "./intent-form";
import { errorsFor, typedValues } from "./settings-form";
import { SettingsInput } from "./settings-input";
import { SettingsSection } from "./settings-section";

const UNKNOWN_OWNER = "Unknown owner";

const API_KEY_COLUMNS: AdminTableColumns<ApiKeyView> = [
  { header: "Name", cell: (key) => key.name },
  { header: "Key", className: "font-mono", cell: (key) => `${key.prefix}…` },
  { header: "Permissions", cell: (key) => key.permissions.join(", ") },
  {
    header: "Owner",
    className: "break-all",
    cell: (key) => key.owner ?? <span className="text-amber-700">{UNKNOWN_OWNER}</span>,
  },
  { header: "Last used", cell: (key) => (key.lastUsed ? formatDateTime(key.lastUsed) : "Never") },
];

const API_KEY_ACTIONS: AdminTableColumn<ApiKeyView> = {
  header: "Status",
  cell: (key) =>
    key.active ? (
      <IntentForm intent="revoke-api-key">
        <input type="hidden" name="apiKeyId" value={key.id} />
        <button type="submit" className={secondaryButton} aria-label={`Revoke API key ${key.name}`}>
          Revoke
        </button>
      </IntentForm>
    ) : (
      <span className="text-slate-500">Revoked</span>
    ),
};

export function ApiKeysSection({
  apiKeys,
  result,
}: {
  apiKeys: ApiKeyView[];
  result?: SettingsActionData;
}) {
  const errors = errorsFor(result, "create-api-key");
  const typedName = typedValues(result, "create-api-key", "name")?.[0];
  const typedPermissions = typedValues(result, "create-api-key", "permissions");
  const created = result?.intent === "create-api-key" ? result.createdKey : undefined;
  return (
    <SettingsSection
      id="api-keys"
      title="API keys"
      description="For scripts and integrations calling the admin API with the X-API-Key header. Super admins only."
    >
      {created ? (
        <div
          role="status"
          className="mb-4 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm"
        >
          <p className="font-medium text-emerald-900">
            API key “{created.name}” created. Copy it now — it is shown only once.
          </p>
          <code
            className="mt-2 block break-all rounded bg-white px-2 py-1 font-mono"
            aria-label="New API key"
          >
            {created.key}
          </code>
        </div>
      ) : null}
      <IntentForm intent="create-api-key" className="space-y-3">
        <SettingsInput
          id="api-key-name"
          label="Name"
          name="name"
          required
          maxLength={100}
          defaultValue={typedName}
          errorId="api-key-name-error"
          errors={errors.name}
        />
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-700">Permissions</legend>
          <div className="flex gap-4 text-sm">
            {(["read", "write", "delete"] as const).map((permission) => (
              <label key={permission} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  name="permissions"
                  value={permission}
                  defaultChecked={
                    typedPermissions ? typedPermissions.includes(permission) : permission === "read"
                  }
                />{" "}
                {permission}
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" className={primaryButton}>
          Create API key
        </button>
      </IntentForm>
      {apiKeys.some((key) => key.active && key.owner === null) ? (
        <p className="mt-6 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          Keys with an unknown owner were made before makers were recorded, so suspending or
          deleting a user never ends them. Revoke any that no integration needs.
        </p>
      ) : null}
      {apiKeys.length > 0 ? (
        <div className="mt-6">
          <AdminTable
            caption="API keys"
            columns={API_KEY_COLUMNS}
            actions={API_KEY_ACTIONS}
            rows={apiKeys}
          />
        </div>
      ) : null}
    </SettingsSection>
  );
}
