import { useEffect, useRef, useState } from "react";
import { App, Upload, type UploadFile } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import type { UploadPurpose } from "../../../common/files/uploads";
import { UPLOAD_TYPES, uploadFile, uploadProblem } from "./uploadFile";

type Value = string[] | string | null;

export interface ImageUploadProps {
  id?: string;
  value?: Value;
  onChange?: (value: Value) => void;
  /** What the images belong to: the server allows the upload to whoever may create or edit that. */
  uploadFor: UploadPurpose;
  /** Several images: the value is a list of URLs; otherwise one URL. */
  multiple?: boolean;
  max?: number;
  testId?: string;
}

const urlsOf = (value: Value | undefined): string[] => (Array.isArray(value) ? value : value ? [value] : []);
const nameOf = (url: string) => url.split("?")[0].split("/").pop() ?? url;

/**
 * Image thumbnails with an upload tile; files go to POST /files?for=… and their URLs become the value. The URLs
 * are signed (the API answers them so, for <img>); the schemas keep only the path when the record is saved.
 */
export function ImageUpload({ id, value, onChange, uploadFor, multiple, max, testId }: ImageUploadProps) {
  const { message } = App.useApp();
  const [pending, setPending] = useState<UploadFile[]>([]);
  const urls = urlsOf(value);
  const limit = multiple ? (max ?? 10) : 1;
  // uploads finish later: add each URL to the newest value, not the one of the render that started it
  const latest = useRef(urls);
  useEffect(() => {
    latest.current = urls;
  });

  const emit = (next: string[]) => onChange?.(multiple ? next : (next[0] ?? null));
  const fileList: UploadFile[] = [
    ...urls.map((url): UploadFile => ({ uid: url, name: nameOf(url), status: "done", url, thumbUrl: url })),
    ...pending,
  ];

  return (
    <div id={id} data-testid={testId}>
      <Upload
        listType="picture-card"
        accept={UPLOAD_TYPES.join(",")}
        multiple={multiple}
        fileList={fileList}
        beforeUpload={(file) => {
          const problem = uploadProblem(file);
          if (problem) message.error(problem);
          return problem ? Upload.LIST_IGNORE : true;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          const picked = file as File & { uid: string };
          setPending((items) => [...items, { uid: picked.uid, name: picked.name, status: "uploading" }]);
          uploadFile(picked, uploadFor)
            .then((url) => {
              const next = multiple ? [...latest.current, url] : [url];
              latest.current = next;
              emit(next);
              onSuccess?.({ url });
            })
            .catch((error: unknown) => {
              const text = error instanceof Error ? error.message : "The image could not be uploaded.";
              message.error(text);
              onError?.(error instanceof Error ? error : new Error(text));
            })
            .finally(() => setPending((items) => items.filter((item) => item.uid !== picked.uid)));
        }}
        onRemove={(file) => {
          emit(urls.filter((url) => url !== file.url));
          return true;
        }}
      >
        {fileList.length >= limit ? null : (
          <div data-testid={testId ? `${testId}-add` : undefined}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>Upload</div>
          </div>
        )}
      </Upload>
    </div>
  );
}
