import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { pageAction } from "~/.server/admin/action";
import { requireUser } from "~/.server/auth/users";
import { getStudioForEdit } from "~/.server/content/pages/reads";
import { pageTexts, withTranslations } from "~/.server/content/translations";
import * as styles from "~/components/admin/admin-form.css";
import { AdminSection } from "~/components/admin/admin-section";
import { HistoryLink } from "~/components/admin/history-link";
import { ImageDetails } from "~/components/admin/image-details";
import { ImageUploadForm } from "~/components/admin/image-upload-form";
import { TextFieldForm } from "~/components/admin/text-field-form";
import { ToastMessage } from "~/components/toast-message";
import { useUploadSubmit } from "~/hooks/use-upload-submit";
import { ADMIN_HEADERS, type AdminPageHandle, adminPageMeta } from "~/utils/admin-route";
import { ADMIN_IMAGE_BODY_MAX_BYTES } from "~/utils/constants";
import type { LiveHandle } from "~/utils/live-tables";
import type { RoutePolicy } from "~/utils/route-policy";
import { PAGE_TITLES } from "~/utils/texts/admin/pages";

import { handler, limits } from "./handler.server";

export const handle = { title: PAGE_TITLES.editStudio, liveTables: ["studio"] } satisfies AdminPageHandle & LiveHandle;
export const policy = { bodyMaxBytes: ADMIN_IMAGE_BODY_MAX_BYTES } satisfies RoutePolicy;
export const meta = adminPageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const studio = await getStudioForEdit();
  const [image] = await withTranslations("asset", studio.image ? [studio.image] : []);
  return data(
    { studio: { ...studio, image: image ?? null }, ...(await pageTexts("studio")) },
    { headers: ADMIN_HEADERS },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  return pageAction(request, { policy, limits }, handler);
}

export default function EditStudio() {
  const { studio, translations, outdated } = useLoaderData<typeof loader>();
  const upload = useUploadSubmit(useActionData<typeof action>());
  const { failure } = upload;
  return (
    <>
      <ToastMessage toast={upload.toast} />
      <HistoryLink kind="studio" />
      <AdminSection id="studio-image" title="Studio image">
        {studio.image ? (
          <ImageDetails image={studio.image} failure={failure} />
        ) : (
          <p className={styles.hint}>No studio image yet.</p>
        )}
        <ImageUploadForm
          key={upload.formKey}
          name="image"
          intent="image"
          label="New studio image"
          button="Update image"
          failure={failure}
          progress={upload.progressOf("image")}
          busy={upload.busy}
          onSubmit={upload.onSubmit}
        />
      </AdminSection>
      <TextFieldForm
        intent="detail"
        label="Studio detail"
        kind="long"
        defaultValue={studio.detail}
        translations={translations}
        outdated={outdated}
        failure={failure}
      />
    </>
  );
}
