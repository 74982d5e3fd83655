// The admin's words about files: uploads refused by type, size or content, videos and their conversion,
// the page images' pickers and focal points, and the drop zones that send files (browser and server share them).
import { IMAGE_FORMATS, VIDEO_FORMATS } from "../../file-types";

export type WorkTypeLabel = "Architectural" | "Interior" | "Product";

export const MEDIA_TEXTS = {
  videoFallback: "Your browser does not support the video tag.",
  uploadFailed: "File upload failed.",
  // One file refused by its type, and several; the same with and without JavaScript, naming what is taken today.
  invalidImage: `Invalid image file type. Allowed: ${IMAGE_FORMATS}`,
  invalidDetailImages: "One or more images have an invalid file type.",
  invalidVideo: `Invalid video file type. Allowed: ${VIDEO_FORMATS}`,
  invalidVideos: `One or more videos have an invalid file type. Allowed: ${VIDEO_FORMATS}`,
  /** A file of a type the site takes whose bytes are cut short or broken. */
  fileDamaged: "The file is damaged or unreadable (cut short, or not whole). Save or export it again, then retry.",
  videoUnreadable: (name: string) =>
    `${name}: its picture could not be read (H.264 or HEVC video expected). Export it again from the phone or camera and retry.`,
  videoTooLong: (name: string, minutes: number) =>
    `${name}: videos may be at most ${minutes} minutes long and at most 8K.`,
  leaveWhileUploading: "Files are still uploading. Leave this page and stop the upload? Nothing of this save is kept.",
  leaveWithFilesSent:
    "Files sent for this save wait for it to be saved. Leave this page anyway? Nothing of this save is kept.",
  videoToolsMissing:
    "Videos cannot be taken now: the server has no ffmpeg to convert them. Ask whoever runs the server to install it.",
  videoToolsMissingNotice:
    "This server has no ffmpeg: videos cannot be uploaded until it is installed (Debian: apt-get install ffmpeg). Images are not affected.",
  videoProcessing: (percent: number) => `Processing: ${percent}%. Visitors see this video once it is ready.`,
  videoFailed: (reason: string) => `Processing failed: ${reason} Remove it and upload the file again.`,
  transcodeTooSlow: (limit: string) => `it took longer than ${limit}.`,
  transcodeNoSpace: "the uploads disk is nearly full.",
  transcodeError: (detail: string) => `ffmpeg could not convert it (${detail}).`,
  noFileForUpdate: "No file provided for updating.",
  selectImage: "Please select an image!",
  selectLogo: "Please select a logo!",
  chooseWorkTypeImage: (type: WorkTypeLabel) => `Please choose a ${type} image first.`,
  // The point of an image's subject, which every crop keeps in view.
  focalRange: "Enter a position from 0 to 100 (percent of the image).",
  focalPointHint: "Click the subject of the image (or move the marker with the arrow keys), then save.",
  focalPointHintNoJs: "Enter where the subject is, in percent from the top left corner, then save.",
  focalMarker: (x: number, y: number) =>
    `Focal point, ${x}% across and ${y}% down. Arrow keys move it; Shift moves it further.`,
  uploadTooLarge: "The file is too large.",
  // Beyond the old site: the forms' intake limits.
  diskFull: "Uploads are paused because the server is low on disk space. Please try again later.",
  badFileName: "The file name contains characters that are not allowed. Please rename the file and try again.",
} as const;

/** The admin's project list and upload drop zones. */
export const COMFORT_TEXTS = {
  filterLabel: "Filter by name",
  filterButton: "Filter",
  allTypes: "All",
  /** A project's views over the last 30 days, in the admin's project list (counted as Statistics counts them). */
  projectViews: (views: number) =>
    views === 1 ? "1 view in 30 days" : `${views.toLocaleString("en")} views in 30 days`,
  projectCount: (shown: number, total: number) =>
    shown === total ? `${total} project${total === 1 ? "" : "s"}` : `${shown} of ${total} projects shown`,
  noMatch: "No project matches this filter.",
  dropHint: (multiple: boolean) => (multiple ? "Drop files here, or choose them" : "Drop a file here, or choose one"),
  chosenCount: (count: number, size: string) => `${count} file${count === 1 ? "" : "s"} chosen, ${size}`,
  notSent: "Not sent",
  tooLarge: (size: string, max: string) => `${size} is more than the ${max} a file may have.`,
  tooMany: (max: number) => `More than the ${max} files one save takes: save the rest next.`,
  oneFileOnly: "This field takes one file: only the first was kept.",
  remove: (name: string) => `Remove ${name} from the selection`,
  selectionKept:
    "Nothing from this form was saved. Your chosen files are still selected: fix or remove the one the message names, then save again.",
  sent: "Sent",
  saved: "Saved",
  oneFilePerPost: "Send one file per post.",
  stagedGone: "Some files sent earlier for this save are no longer on the server: save again to send them once more.",
  batchFailed: (failed: number, total: number) =>
    `${failed} of ${total} file${total === 1 ? " was" : "s were"} not sent; each says why. Nothing was saved yet: the others are sent and wait. Retry the failed ones, or remove them and save.`,
  retryFailed: "Retry failed",
  batchProgress: (sent: number, total: number) => `${sent} of ${total} file${total === 1 ? "" : "s"} sent`,
  notSaved: "Not saved",
  mediaNow: (images: number, videos: number, size: string) =>
    `The project has ${images} detail image${images === 1 ? "" : "s"} and ${videos} video${videos === 1 ? "" : "s"}, ${size} in all.`,
  mediaAdding: (header: boolean, images: number, videos: number, size: string) =>
    `This save adds ${header ? "a new header image, " : ""}${images} detail image${images === 1 ? "" : "s"} and ${videos} video${videos === 1 ? "" : "s"}, ${size} in all.`,
  mediaLimits: (files: number, image: string, video: string, total: string) =>
    `Limits per save: ${files} detail images and videos, ${image} per image, ${video} per video, ${total} in all.`,
  overTotal: (size: string, max: string) =>
    `These files add up to ${size}, more than the ${max} one save takes: save some of them in a second save.`,
} as const;
