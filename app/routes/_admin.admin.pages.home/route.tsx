import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { pageAction } from "~/.server/admin/action";
import { requireUser } from "~/.server/auth/users";
import { getHomepage, WORK_TYPES } from "~/.server/content/pages/reads";
import { pageTexts, withTranslations } from "~/.server/content/translations";
import { AdminSection } from "~/components/admin/admin-section";
import { HistoryLink } from "~/components/admin/history-link";
import { ImageDetails } from "~/components/admin/image-details";
import { ImageListEditor } from "~/components/admin/image-list-editor";
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

export const handle = { title: PAGE_TITLES.editHome, liveTables: ["homepage"] } satisfies AdminPageHandle & LiveHandle;
export const policy = { bodyMaxBytes: ADMIN_IMAGE_BODY_MAX_BYTES } satisfies RoutePolicy;
export const meta = adminPageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const home = await getHomepage();
  // Each image with its alt texts in the other languages.
  const workTypeImages = await withTranslations(
    "asset",
    home.workTypes.flatMap((w) => (w.image ? [w.image] : [])),
  );
  return data(
    {
      description: home.description,
      ...(await pageTexts("home")),
      carouselImages: await withTranslations("asset", home.carouselImages),
      logos: await withTranslations("asset", home.logos),
      workTypes: WORK_TYPES.map((w, i) => ({
        key: w.key,
        label: w.label,
        title: w.title,
        image: workTypeImages.find((image) => image.id === home.workTypes[i].image?.id) ?? null,
      })),
    },
    { headers: ADMIN_HEADERS },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  return pageAction(request, { policy, limits }, handler);
}

/** The home's two ordered image lists: each posts `<list>-move`, `<list>-remove` and `<list>-add`. */
const IMAGE_LISTS = [
  { list: "carousel", title: "Image header slides", noun: "Image", label: "New slide image", images: "carouselImages" },
  { list: "logo", title: "Logos", noun: "Logo", label: "New logo", images: "logos" },
] as const;

export default function EditHome() {
  const home = useLoaderData<typeof loader>();
  const upload = useUploadSubmit(useActionData<typeof action>());
  const { failure } = upload;
  // Each upload form is keyed with upload.formKey: empty again after a save, kept while other forms post.
  const uploadProps = { failure, busy: upload.busy, onSubmit: upload.onSubmit };
  return (
    <>
      <ToastMessage toast={upload.toast} />
      <HistoryLink kind="home" />
      {IMAGE_LISTS.map(({ list, title, noun, label, images }) => (
        <AdminSection key={list} id={`${list}-title`} title={title}>
          <ImageListEditor
            images={home[images]}
            noun={noun}
            intents={{ move: `${list}-move`, remove: `${list}-remove` }}
            failure={failure}
          />
          <ImageUploadForm
            key={upload.formKey}
            name={list}
            intent={`${list}-add`}
            label={label}
            button={`Add ${noun}`}
            several
            progress={upload.progressOf(list)}
            {...uploadProps}
          />
        </AdminSection>
      ))}
      <AdminSection id="worktypes-title" title="Work-type images">
        {home.workTypes.map((workType) => (
          <ImageDetails key={workType.key} image={workType.image} heading={workType.title} failure={failure}>
            <ImageUploadForm
              key={upload.formKey}
              name={workType.key}
              intent="worktype"
              failureIntent={`worktype-${workType.key}`}
              hidden={{ key: workType.key }}
              label={`New ${workType.label} image`}
              button={`Update ${workType.label} image`}
              progress={upload.progressOf(workType.key)}
              {...uploadProps}
            />
          </ImageDetails>
        ))}
      </AdminSection>
      <TextFieldForm
        intent="description"
        label="Home description"
        kind="long"
        defaultValue={home.description}
        translations={home.translations}
        outdated={home.outdated}
        failure={failure}
      />
    </>
  );
}
