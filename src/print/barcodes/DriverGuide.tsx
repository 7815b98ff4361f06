// The static printer driver guide for 106 mm label stock (the same on the generator and the demo page).
import { Card, Descriptions, Typography } from "antd";

const paperSettings: [string, string][] = [
  ["Paper size", "Custom 106mm x 24mm"],
  ["Media type", "Label/Sticker"],
  ["Resolution", "600 DPI"],
  ["Orientation", "Portrait"],
  ["Margins", "0mm"],
  ["Colour", "Black and white"],
];

const printerSettings: [string, string][] = [
  ["Print speed", "Normal"],
  ["Density", "Medium-high"],
  ["Feed", "Continuous feed"],
  ["Cutting", "Auto cut"],
  ["Calibration", "Auto calibration"],
];

const steps = [
  "Install the label printer driver.",
  "Load the label roll.",
  "Set the paper width to 106mm.",
  "Test-print 3 labels.",
  "Calibrate the printer if the labels are out of line.",
  "Print the batch.",
];

export function DriverGuide() {
  return (
    <Card title="Printer driver setup (106mm label stock)" size="small" data-testid="driver-guide">
      <Descriptions title="Paper" size="small" column={1} items={paperSettings.map(([label, value]) => ({ key: label, label, children: value }))} />
      <Descriptions title="Printer" size="small" column={1} items={printerSettings.map(([label, value]) => ({ key: label, label, children: value }))} />
      <Typography.Title level={5}>Steps</Typography.Title>
      <ol style={{ paddingInlineStart: 20, margin: 0 }}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </Card>
  );
}
