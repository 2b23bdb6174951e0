import { FigureBox } from './FigureBox';
import { useGetWeatherQuery } from './homeApi';
import { useGeolocation } from './useGeolocation';

/** «मौसम»: temperature and conditions per city (`/api/datas`). */
export function WeatherBox() {
  // The browser is asked for the position, as the box always has; the answer is not used.
  useGeolocation();
  const query = useGetWeatherQuery();
  return (
    <FigureBox
      title="मौसम"
      query={query}
      rows={6}
      toRow={(datum) => ({ key: String(datum.id), name: datum.des, value: `${datum.values}°C` })}
    />
  );
}
