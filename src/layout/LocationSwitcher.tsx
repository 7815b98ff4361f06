// The current location, chosen among the user's allowedLocations; switching refetches what is on screen.
import { EnvironmentOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import { Select } from "antd";
import { useCurrentLocation, useSession } from "../providers/session";

export function LocationSwitcher() {
  const allowed = useSession()?.allowedLocations ?? [];
  const { current, setCurrent } = useCurrentLocation();
  const queryClient = useQueryClient();

  if (allowed.length === 0) return null;

  return (
    <Select
      value={current?.id}
      onChange={(id: string) => {
        // Only data queries: refetching Refine's auth check would unmount the layout while it runs.
        if (setCurrent(id)) void queryClient.invalidateQueries({ queryKey: ["data"] });
      }}
      options={allowed.map((l) => ({ value: l.id, label: l.name, title: l.type }))}
      // typed letters narrow the list by name ("gul" → Gulberg Store)
      showSearch
      filterOption={(input, option) => String(option?.label ?? "").toLowerCase().includes(input.trim().toLowerCase())}
      suffixIcon={<EnvironmentOutlined />}
      placeholder="Select a location"
      style={{ minWidth: 220 }}
      popupMatchSelectWidth={false}
      aria-label="Current location"
      data-testid="location-switcher"
    />
  );
}
